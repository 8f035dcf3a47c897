/** The tests' S3-compatible server: the bench's (bench/s3-server.ts), started the same way. */
export { startS3Server, type S3Server } from '../../bench/s3-server.js';
