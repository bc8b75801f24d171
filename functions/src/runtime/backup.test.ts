import { describe, expect, it, vi } from 'vitest';
import { exportRequest, startExport } from './backup';

describe('exportRequest', () => {
  it('when a bucket is set, then every collection goes to a folder named by the Tokyo date', () => {
    // 2026-11-24 18:00 UTC is already the 25th in Tokyo.
    expect(
      exportRequest('campus-prod', 'gs://campus-backups/', new Date('2026-11-24T18:00:00Z')),
    ).toEqual({
      name: 'projects/campus-prod/databases/(default)',
      outputUriPrefix: 'gs://campus-backups/firestore/2026-11-25',
      collectionIds: [],
    });
  });

  it('when backups are off, then nothing is exported', () => {
    expect(exportRequest('campus-prod', 'off', new Date())).toBeNull();
  });
});

describe('startExport', () => {
  it('starts the export and names its operation', async () => {
    const exportDocuments = vi.fn().mockResolvedValue([{ name: 'projects/p/operations/op1' }]);
    const request = exportRequest('p', 'gs://b', new Date('2026-01-01T00:00:00Z'));
    if (request === null) throw new Error('expected a request');
    expect(await startExport({ exportDocuments }, request)).toBe('projects/p/operations/op1');
    expect(exportDocuments).toHaveBeenCalledWith(request);
  });
});
