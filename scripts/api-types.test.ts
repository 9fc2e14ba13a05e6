import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

it("the web client's types are the server's OpenAPI document of today (else: npm run api:types)", async () => {
  expect(fs.readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
});
