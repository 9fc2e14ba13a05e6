import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** The SDK's client for the configured bucket: AWS itself, or any S3 API (MinIO, Ceph, R2) by endpoint. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

/** Files as objects of an S3-compatible bucket, under an optional key prefix. */
export class S3Storage implements FileStorage {
  readonly inDatabase = false;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = '',
  ) {}

  async put(files: StoredFile[]): Promise<void> {
    await Promise.all(
      files.map((f) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: this.prefix + f.key,
            Body: f.data,
            ContentType: f.contentType,
          }),
        ),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }
}
