import { describe, expect, it } from '@jest/globals';
import { uploadProblem } from '../uploadChecks';

describe('checking a lab report file before it is sent', () => {
  it('accepts the PDF from the lab and photos (JPEG, PNG, HEIC from an iPhone, even without a type)', () => {
    expect(uploadProblem({ name: 'report.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'IMG_0001.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'scan.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'IMG_0002.HEIC', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other files, empty files and files over 10 MB with what to do instead', () => {
    expect(uploadProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'The file is not a PDF or a photo. Upload the lab report as a PDF, or a photo of it (JPEG, PNG or HEIC).',
    );
    expect(uploadProblem({ name: 'report.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty.');
    expect(uploadProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toContain('larger than 10 MB');
  });
});
