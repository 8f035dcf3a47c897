/**
 * `catalog media copy --to s3 [--from <dir>]` (docs/deployment.md "Moving media files into a
 * bucket"): the media directory's files into the bucket of the MEDIA_S3_* settings, with a bar on
 * a terminal and a line every few seconds otherwise. Ctrl-C (or SIGTERM) stops it cleanly: files
 * in flight are abandoned whole, and the same command run again goes on where it stopped.
 */
import { type Command, Option } from 'commander';
import { bucketSettings, loadConfig } from '../config.js';
import { type CopyNews } from '../media/copy-to-bucket.js';
import { bar, count, interactive, mb } from './progress.js';

const say = (line: string) => process.stderr.write(`${line}\n`);
/** Without a terminal, how often a line tells how far the copy is. */
const LINE_MS = 5_000;
/** The exit code of a command stopped by a signal, as a shell reports SIGINT's. */
const STOPPED = 130;

export function registerMediaCommands(program: Command): void {
  const media = program.command('media').description('the files of media items');
  media.command('copy')
    .description('copy the media directory (MEDIA_DIR, or --from) into the bucket of the MEDIA_S3_* settings; run again, it skips the files already there (same size and SHA-256)')
    .addOption(new Option('--to <storage>', 'where to copy them: s3').choices(['s3']).makeOptionMandatory())
    .option('--from <dir>', 'the media directory to copy (default: MEDIA_DIR)')
    .action(async (options: { from?: string }) => {
      const dir = options.from ?? loadConfig().mediaDir;
      const settings = bucketSettings();
      // The AWS SDK is loaded only here and in a server whose MEDIA_STORAGE is s3.
      const { S3Storage } = await import('../media/s3-storage.js');
      const bucket = new S3Storage(settings);
      await bucket.check();
      const stop = new AbortController();
      const onSignal = () => {
        if (stop.signal.aborted) process.exit(STOPPED);
        say('\nstopping: the files in flight are left out whole; run the same command again to go on (a second Ctrl-C exits at once)');
        stop.abort();
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      const started = performance.now();
      const news = copyNews();
      const { copyToBucket } = await import('../media/copy-to-bucket.js');
      const summary = await copyToBucket(dir, bucket, news, stop.signal).finally(() => news.stop());
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const where = `bucket "${settings.bucket}"${settings.prefix ? ` under ${settings.prefix}` : ''}`;
      say(`${summary.stopped ? 'stopped: ' : ''}copied ${count(summary.copied)} files (${mb(summary.bytesCopied)} MB) from ${dir} into the ${where}, `
        + `skipped ${count(summary.skipped)} already there, of ${count(summary.files)}, in ${seconds} s`);
      if (summary.stopped) process.exitCode = STOPPED;
    });
}

/** A bar by bytes with the files counted, or a line every LINE_MS without a terminal. */
function copyNews(): CopyNews & { stop(): void } {
  const shown = bar('copying media files', 'MB', '{files} files');
  let files = 0;
  let totalFiles = 0;
  let bytes = 0;
  let totalBytes = 0;
  let lineAt = Date.now();
  return {
    start(allFiles, allBytes) {
      totalFiles = allFiles;
      totalBytes = Math.max(allBytes, 1);
      shown.update(0, totalBytes, { files: `0/${count(totalFiles)}` });
    },
    advance(size) {
      files++;
      bytes += size;
      shown.update(Math.min(bytes, totalBytes), totalBytes, { files: `${count(files)}/${count(totalFiles)}` });
      if (!interactive() && Date.now() - lineAt >= LINE_MS) {
        lineAt = Date.now();
        say(`${count(files)}/${count(totalFiles)} files, ${mb(bytes)}/${mb(totalBytes)} MB`);
      }
    },
    stop: () => shown.stop(),
  };
}
