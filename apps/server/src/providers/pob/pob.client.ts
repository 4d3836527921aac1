import { z } from 'zod';
import type { GameVersion } from '@app/shared';
import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions, UpstreamProvider } from '../../lib/http/types';
import type { PobConfig } from '../provider-config';
import { decodePobExport, MAX_EXPORT_CHARS, PobExportError, type DecodedExport } from './pob-export';

/**
 * A headless Path of Building behind HTTP (the community's pob-http-server and its kind): it takes a
 * character as the PoE API's `GET /character/{name}` returns it (items, passives, jewels) and answers the
 * build export as plain text. Calculating is pure, so failed attempts are retried like a GET; the answer is
 * decoded here, so an export we cannot read is a `malformed` UpstreamError like any other unusable body.
 * Path of Building for PoE2 is another program behind another address (decision 035): one client per game,
 * the same wire shapes, its own provider name for logs, metrics and its in-flight limit.
 */

/** One calculation of a big build takes a few seconds on a busy service (≈0.6 builds/s per replica). */
const DEFAULT_TIMEOUT_MS = 60_000;

const ExportBodySchema = z
  .string()
  .max(MAX_EXPORT_CHARS)
  .transform((text, ctx): DecodedExport => {
    try {
      return decodePobExport(text);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: error instanceof PobExportError ? error.message : 'the export could not be read',
      });
      return z.NEVER;
    }
  });

/** Each game's Path of Building as an upstream provider. */
const PROVIDER_OF: Record<GameVersion, UpstreamProvider> = { poe1: 'pob', poe2: 'pob-poe2' };

export type PobClientDeps = { http: HttpClient; game: GameVersion };

export class PobClient {
  readonly #config: PobConfig;
  readonly #http: HttpClient;
  /** The game whose characters this service calculates. */
  readonly game: GameVersion;

  constructor(config: PobConfig, deps: PobClientDeps) {
    this.#config = config;
    this.#http = deps.http;
    this.game = deps.game;
  }

  /** The build of this character (the PoE API's character object) as Path of Building calculates it. */
  async calculate(character: unknown, options?: CallOptions): Promise<DecodedExport> {
    const response = await this.#http.request({
      provider: PROVIDER_OF[this.game],
      endpoint: 'POST (character → build export)',
      url: this.#config.url,
      method: 'POST',
      json: character,
      idempotent: true,
      responseType: 'text',
      schema: ExportBodySchema,
      rateLimits: 'none',
      timeoutMs: this.#config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...options,
    });
    return response.data;
  }
}
