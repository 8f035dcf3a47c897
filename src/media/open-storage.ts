/**
 * The media storage a configuration names (decisions section 14: MEDIA_DIR). The one place that
 * knows which implementation of MediaStorage serves: the server, the command line and the demo
 * all get theirs here, so a bucket would be chosen here too.
 */
import { type Config } from '../config.js';
import { DirectoryStorage } from './directory-storage.js';
import { type MediaStorage } from './storage.js';

export const openMediaStorage = (config: Pick<Config, 'mediaDir'>): MediaStorage => new DirectoryStorage(config.mediaDir);
