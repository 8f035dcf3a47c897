/**
 * The media storage a configuration names (docs/contract.md §14 and docs/deployment.md "Media
 * files in a bucket"): MEDIA_DIR, or the bucket of MEDIA_STORAGE=s3. The one place that knows
 * which implementation of MediaStorage serves: the server, the command line and the demo all get
 * theirs here.
 */
import { type Config } from '../config.js';
import { DirectoryStorage } from './directory-storage.js';
import { type MediaStorage } from './storage.js';

export async function openMediaStorage(config: Pick<Config, 'mediaDir' | 'mediaS3'>): Promise<MediaStorage> {
  if (!config.mediaS3) return new DirectoryStorage(config.mediaDir);
  // The AWS SDK is loaded only for a bucket: it is large, and on Node 20 it warns at load.
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.mediaS3);
}
