import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AiConfig } from '../../../config.js';
import { modelCatalog } from '../../../ai/modelCatalog.js';
import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import { groundModelResult, mergeModelValues, readResultsWithModel } from '../labReportModel.js';

const REPORT = ['[page 1] Glucose  92  mg/dL  70 - 99', '[page 1] Ferritin  48,5  ng/mL  30 - 400', '[page 2] Vitamin B12  <150  pg/mL  200 - 900'].join('\n');
const LINES = REPORT.split('\n').map((line) => ({ page: Number(line[6]), text: line.slice(9) }));

/** A local OpenAI-compatible server that answers every chat completion with `answer`, and records the requests. */
function fakeModel(answer: () => unknown) {
  const requests: { messages: { role: string; content: string }[]; response_format?: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      requests.push(JSON.parse(raw));
      const content = JSON.stringify(answer());
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  return { server, requests };
}

describe('model results are grounded in the report text', () => {
  it('keeps a result whose number and unit are printed on one line, read from the text (decimal comma, qualifier)', () => {
    expect(groundModelResult({ name: 'Ferritin', value: '48,5', unit: 'ng/mL', page: 1 }, LINES)).toMatchObject({
      value: 48.5,
      unit: 'ng/mL',
      foundBy: 'model',
      markerKey: expect.any(String),
    });
    expect(groundModelResult({ name: 'Vitamin B12', value: '<150', unit: 'pg/mL', page: 2 }, LINES)).toMatchObject({ value: 150, qualifier: '<', page: 2 });
  });

  it('drops numbers the text does not print, a unit not on that line, a number inside another, and computed values', () => {
    expect(groundModelResult({ name: 'Glucose', value: '5.1', unit: 'mmol/L', page: 1 }, LINES)).toBeNull();
    expect(groundModelResult({ name: 'Glucose', value: '92', unit: 'ng/mL', page: 1 }, LINES)).toBeNull();
    expect(groundModelResult({ name: 'Ferritin', value: '48', unit: 'ng/mL', page: 1 }, LINES)).toBeNull();
    expect(groundModelResult({ name: 'LDL', value: '130', unit: 'mg/dL', page: 1 }, LINES)).toBeNull();
    expect(groundModelResult({ name: 'Glucose', value: 'about 92', unit: 'mg/dL', page: 1 }, LINES)).toBeNull();
  });

  it("settles a count word in the model's unit the way the parser does: thousands for platelets, millions for red cells", () => {
    const lines = [
      { page: 1, text: 'Plaquetas  250  mil/mm³  150 - 450' },
      { page: 1, text: 'R.B.C. Count  4.52  mil/cumm  4.5 - 5.5' },
    ];
    const platelets = groundModelResult({ name: 'Plaquetas', value: '250', unit: 'mil/mm³', page: 1 }, lines);
    const redCells = groundModelResult({ name: 'R.B.C. Count', value: '4.52', unit: 'mil/cumm', page: 1 }, lines);
    expect(platelets).toMatchObject({ unit: '10³/mm³', markerKey: expect.any(String) });
    expect(redCells).toMatchObject({ unit: '10⁶/cumm', markerKey: expect.any(String) });
    expect(platelets?.needsReview).toBeUndefined();
  });

  it('merges: the parser wins on the same marker, the model adds what the parser missed', () => {
    const parsed: ExtractedLabValue = {
      printedName: 'Glucose',
      value: 92,
      unit: 'mg/dL',
      refLow: 70,
      refHigh: 99,
      refText: '70 - 99',
      page: 1,
      markerKey: 'glucose',
      foundBy: 'text',
    };
    const fromModel = [
      { ...parsed, value: 93, refLow: null, refHigh: null, refText: '', foundBy: 'model' as const },
      {
        printedName: 'Ferritin',
        value: 48.5,
        unit: 'ng/mL',
        refLow: null,
        refHigh: null,
        refText: '',
        page: 1,
        markerKey: 'ferritin',
        foundBy: 'model' as const,
      },
    ];
    expect(mergeModelValues([parsed], fromModel).map((value) => [value.printedName, value.value, value.foundBy])).toEqual([
      ['Glucose', 92, 'text'],
      ['Ferritin', 48.5, 'model'],
    ]);
  });
});

describe('reading a report with a configured model (local OpenAI-compatible fake)', () => {
  const fake = fakeModel(() => ({
    results: [
      { name: 'Glucose', value: '92', unit: 'mg/dL', page: 1 },
      { name: 'Ferritin', value: '48,5', unit: 'ng/mL', page: 1 },
      { name: 'Vitamin D', value: '31', unit: 'ng/mL', page: 2 },
    ],
  }));
  let config: AiConfig;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
    config = {
      openai: undefined,
      gemini: undefined,
      compatible: { apiKey: 'local', baseUrl, models: ['llama3.1:8b'] },
      timeoutMs: 2000,
      freeLimits: { aiFoodQueries: 5, aiAnalyses: 5, aiAssistantMessages: 5 },
    } as AiConfig;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('sends the report text with a JSON schema and keeps only the results printed in it', async () => {
    const model = modelCatalog(config).find((entry) => entry.id === 'llama3.1:8b')!;
    const values = await readResultsWithModel({ config, model }, REPORT);
    expect(values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Glucose', 92, 'mg/dL'],
      ['Ferritin', 48.5, 'ng/mL'],
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.messages.at(-1)!.content).toBe(REPORT);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lab_results', strict: true } });
  });
});
