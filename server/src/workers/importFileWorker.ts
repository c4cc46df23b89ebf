import './lowPriorityThread.js';
import { parentPort } from 'node:worker_threads';
import { readImportFile, type ImportFileJob } from '../modules/imports/importFileParsing.js';
import { isWorkerProgressAck, postWorkerProgressAndWait } from './workerProgress.js';

/**
 * The worker thread that reads uploaded import files (see modules/imports/importFileReader.ts); one file per message.
 * Food entries go to the app thread in pages, each acknowledged before the next is read, so a 100,000-row file is
 * never held whole on either side.
 */
parentPort?.on('message', (message: unknown) => {
  if (isWorkerProgressAck(message)) return;
  void readImportFile(message as ImportFileJob, { onFoodItems: (foodItems) => postWorkerProgressAndWait({ foodItems }) }).then((result) =>
    parentPort!.postMessage(result),
  );
});
