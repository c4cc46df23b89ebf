import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import canvas from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { heicAsJpeg, imageTypeOf, mealPhotoHeicPool, stripImageMetadata } from '../photo/mealPhotoImage.js';

type Mode = 'plate' | 'garbage';

/** A vision model behind an OpenAI-compatible API: it "sees" two foods, or answers garbage; it records the image it got. */
function startFakeVision() {
  const state = { mode: 'plate' as Mode, images: [] as string[] };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { model: string; messages: { content: { type: string; image_url?: { url: string } }[] }[] };
      const image = body.messages[0]?.content.find((part) => part.type === 'image_url');
      if (image?.image_url) state.images.push(image.image_url.url);
      const content =
        state.mode === 'plate'
          ? JSON.stringify({
              items: [
                { food: 'white rice, cooked', grams: 180, confidence: 0.8 },
                { food: 'chicken breast', grams: 120, confidence: 0.7 },
              ],
            })
          : 'I see a lovely plate!';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  return { state, server };
}

const vision = startFakeVision();
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  await new Promise<void>((resolve) => vision.server.listen(0, '127.0.0.1', resolve));
  ({ server, admin } = await startTestServerWithAdmin({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `http://127.0.0.1:${(vision.server.address() as AddressInfo).port}/v1`,
    AI_TIMEOUT_MS: '500',
  }));
});
afterAll(async () => {
  await mealPhotoHeicPool.close();
  await server.close();
  vision.server.closeAllConnections();
  await new Promise<void>((resolve) => vision.server.close(() => resolve()));
});
beforeEach(() => {
  vision.state.mode = 'plate';
  vision.state.images = [];
});

// A tiny JPEG: SOI, an APP1 "Exif" segment carrying a fake GPS string, an APP0, then start-of-scan and EOI.
const EXIF = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x12]), Buffer.from('Exif\0\0GPS 51.5N 0', 'latin1')]);
const JFIF = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8]), EXIF, JFIF, Buffer.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9])]);

async function proUser(model = 'gpt-4o'): Promise<TestUser> {
  const user = await createUser(server);
  await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: {} });
  await server.rest('PUT', '/auth/profile', { token: user.token, body: { preferredAIModel: model } });
  return user;
}

// A real HEIC (640 × 480, a plate) made for these tests: a canvas JPEG given EXIF with GPS 51.500729 N 0.124625 W,
// camera TestCam/Plate1, then encoded with libheif's heif-enc, which carries the EXIF into the HEIC.
const HEIC_WITH_GPS = readFileSync(new URL('./fixtures/plate-with-gps.heic', import.meta.url));

/** EXIF's GPS latitude 51° as the rational the file stores it in, and the camera's name: neither may be sent on. */
const GPS_LATITUDE_DEGREES = Buffer.from([0, 0, 0, 51, 0, 0, 0, 1]);

async function postPhoto(user: TestUser, bytes: Buffer, type = 'image/jpeg', filename = 'meal.jpg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), filename);
  form.append('message', 'my lunch');
  form.append('clientDate', '2026-11-23');
  const response = await fetch(`${server.url}/api/ai-assistant/photo`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('photo logging', () => {
  it('strips EXIF before the photo leaves the server, reads types by their bytes', () => {
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
    const stripped = stripImageMetadata({ type: 'image/jpeg', bytes: JPEG }).bytes;
    expect(stripped.includes(Buffer.from('GPS'))).toBe(false);
    expect(stripped.includes(JFIF)).toBe(true);
  });

  it('turns a HEIC photo into a JPEG without its EXIF (location, camera), the picture kept', async () => {
    expect(imageTypeOf(HEIC_WITH_GPS)).toBe('image/heic');
    expect(HEIC_WITH_GPS.includes(Buffer.from('Exif'))).toBe(true);
    expect(HEIC_WITH_GPS.includes(Buffer.from('TestCam'))).toBe(true);
    expect(HEIC_WITH_GPS.includes(GPS_LATITUDE_DEGREES)).toBe(true);

    const photo = await heicAsJpeg(HEIC_WITH_GPS);
    expect(photo.type).toBe('image/jpeg');
    expect(imageTypeOf(photo.bytes)).toBe('image/jpeg');
    for (const trace of [Buffer.from('Exif'), Buffer.from('TestCam'), GPS_LATITUDE_DEGREES]) expect(photo.bytes.includes(trace)).toBe(false);
    const image = await canvas.loadImage(photo.bytes);
    expect([image.width, image.height]).toEqual([640, 480]);
    // The plate is still there: the centre is the plate's near-white, the corner the green table.
    const drawn = canvas.createCanvas(640, 480);
    const context = drawn.getContext('2d');
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(320, 80, 1, 1).data;
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(200);
    const [cornerR, cornerG] = context.getImageData(10, 10, 1, 1).data;
    expect(cornerG!).toBeGreaterThan(cornerR! + 20);

    await expect(heicAsJpeg(Buffer.concat([HEIC_WITH_GPS.subarray(0, 40), Buffer.alloc(400, 7)]))).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sends a HEIC upload to the vision model as a JPEG without its location', async () => {
    const user = await proUser();
    const analysed = await postPhoto(user, HEIC_WITH_GPS, 'image/heic', 'IMG_0042.HEIC');
    expect(analysed.status).toBe(200);
    expect((analysed.body.meal as { items: unknown[] }).items).toHaveLength(2);
    const [header, data] = vision.state.images[0]!.split(',');
    expect(header).toBe('data:image/jpeg;base64');
    const sent = Buffer.from(data!, 'base64');
    expect(imageTypeOf(sent)).toBe('image/jpeg');
    for (const trace of [Buffer.from('Exif'), Buffer.from('TestCam'), GPS_LATITUDE_DEGREES]) expect(sent.includes(trace)).toBe(false);
  });

  it('recognises the meal for a Pro user with a vision model, with numbers from the database, and logs it on confirm', async () => {
    const user = await proUser();
    const analysed = await postPhoto(user, JPEG);
    expect(analysed.status).toBe(200);
    const meal = analysed.body.meal as { items: { foodId: string; name: string; grams: number; confidence: number; nutrition: { calories: number } }[] };
    expect(meal.items.map((item) => item.grams)).toEqual([180, 120]);
    expect(meal.items[0]!.name).toMatch(/rice/i);
    expect(meal.items[0]!.nutrition.calories).toBeGreaterThan(150);
    expect(Buffer.from(vision.state.images[0]!.split(',')[1]!, 'base64').includes(Buffer.from('GPS'))).toBe(false);
    const dayBefore = await server.graphql<{ viewer: { foodLog: unknown } }>('{ viewer { foodLog(date: "2026-11-23") { itemCount } } }', {}, user.token);
    expect(dayBefore.data!.viewer.foodLog).toBeNull();

    const confirmed = await server.rest('POST', '/ai-assistant/photo/confirm', {
      token: user.token,
      body: {
        meal: {
          items: [
            { foodId: meal.items[0]!.foodId, grams: 150 },
            { foodId: meal.items[1]!.foodId, grams: 120 },
          ],
        },
        mealType: 'lunch',
        clientDate: '2026-11-23',
        clientTime: '12:30',
      },
    });
    expect(confirmed.status).toBe(201);
    expect((confirmed.body.loggedFood as { grams: number }[]).map((item) => item.grams)).toEqual([150, 120]);
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as Record<string, number>).aiFoodQueries).toBe(1);
  });

  it('is Pro only (402 with the upgrade text), needs a vision model, and rejects files that are not photos or too large', async () => {
    const free = await createUser(server);
    const refused = await postPhoto(free, JPEG);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/^Photo food logging is available for Pro members only/);

    const textModel = await proUser('gpt-3.5-turbo');
    const noVision = await postPhoto(textModel, JPEG);
    expect(noVision.status).toBe(400);
    expect(noVision.body.message).toContain('vision-capable');

    const user = await proUser();
    expect((await postPhoto(user, Buffer.from('%PDF-1.7 not a photo'), 'image/jpeg')).status).toBe(415);
    expect((await postPhoto(user, Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]))).status).toBe(413);
  });

  it("answers 'Photo analysis failed' (502) when the model's answer is unusable, and gives the food query back", async () => {
    vision.state.mode = 'garbage';
    const user = await proUser();
    const response = await postPhoto(user, JPEG);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('Photo analysis failed. Please try again later.');
    expect(((await server.rest('GET', '/auth/me', { token: user.token })).body.usage as Record<string, number>).aiFoodQueries).toBe(0);
  });
});
