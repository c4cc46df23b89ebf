import './lowPriorityThread.js';
import { parentPort } from 'node:worker_threads';
import { readImportFile, type ImportFileJob } from '../modules/imports/importFileParsing.js';

/** The worker thread that reads uploaded import files (see modules/imports/importFileReader.ts); one file per message. */
parentPort?.on('message', (job: ImportFileJob) => {
  void readImportFile(job).then((result) => parentPort!.postMessage(result));
});
