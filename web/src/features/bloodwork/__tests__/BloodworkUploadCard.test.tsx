import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BloodworkUploadCard } from '../BloodworkUploadCard';
import type { UploadProgress } from '../useUploadBloodworkMutation';

function renderCard(progress: UploadProgress, onUpload = jest.fn<(file: File) => Promise<string>>().mockResolvedValue('entry-1')) {
  const onUploaded = jest.fn<(id: string) => void>();
  render(<BloodworkUploadCard onUpload={onUpload} progress={progress} onUploaded={onUploaded} onManualEntry={() => undefined} />);
  return { onUpload, onUploaded };
}

describe('BloodworkUploadCard', () => {
  it('offers the PDF or a photo, and the camera on phones', () => {
    renderCard({ phase: 'idle' });
    expect(screen.getByLabelText('Lab report PDF or photo').getAttribute('accept')).toContain('image/heic');
    expect(screen.getByLabelText('Photo of the lab report').getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeTruthy();
  });

  it('uploads a photo and hands the new entry on for review', async () => {
    const { onUpload, onUploaded } = renderCard({ phase: 'idle' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(screen.getByLabelText('Lab report PDF or photo'), photo);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('entry-1'));
    expect(onUpload).toHaveBeenCalledWith(photo);
  });

  it('shows how many pages of a scan have been read', () => {
    renderCard({ phase: 'reading', pagesDone: 3, pagesTotal: 10 });
    expect(screen.getByText('Reading the scan… 3 of 10 pages')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading the report' }).getAttribute('aria-valuenow')).toBe('0.3');
  });

  it('shows a plain reading state for a text PDF, which reports no pages', () => {
    renderCard({ phase: 'reading' });
    expect(screen.getByText('Reading the values from the report…')).toBeTruthy();
  });
});
