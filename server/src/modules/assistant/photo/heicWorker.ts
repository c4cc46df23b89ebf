import '../../../workers/lowPriorityThread.js';
import { parentPort } from 'node:worker_threads';
import { heicToJpeg, type HeicJob } from './heicConversion.js';

/** The worker thread that turns HEIC meal photos into JPEGs without metadata (see mealPhotoImage.ts); one photo per message. */
parentPort?.on('message', (job: HeicJob) => {
  void heicToJpeg(job).then((result) => parentPort!.postMessage(result, result.ok ? [result.jpeg.buffer as ArrayBuffer] : []));
});
