// pdf.js (bundled by unpdf) copies image data with ArrayBuffer.prototype.transferToFixedLength, which Node gained
// in 21. Without it every page with an image renders blank on Node 20, so this worker thread gets the standard
// behaviour (a copy of the first `length` bytes) when the method is missing.
declare global {
  interface ArrayBuffer {
    transferToFixedLength?(length?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export {};
