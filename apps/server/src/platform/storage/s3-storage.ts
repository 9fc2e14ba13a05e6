import type * as S3 from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** The SDK's client for the configured bucket: AWS itself, or any S3 API (MinIO, Ceph, R2) by endpoint. */
function s3Client(sdk: typeof S3, config: S3Config): S3.S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

/**
 * Files as objects of an S3-compatible bucket, under the configured key prefix. The SDK loads with the
 * first file read or written, not with every start of the server.
 */
export class S3Storage implements FileStorage {
  readonly inDatabase = false;
  private connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;

  constructor(private readonly config: S3Config) {}

  private connect() {
    return (this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: s3Client(sdk, this.config),
    })));
  }

  private key(key: string) {
    return this.config.prefix + key;
  }

  async put(files: StoredFile[]): Promise<void> {
    const { sdk, client } = await this.connect();
    await Promise.all(
      files.map((f) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.config.bucket,
            Key: this.key(f.key),
            Body: f.data,
            ContentType: f.contentType,
          }),
        ),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const res = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof sdk.NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }
}
