import { LRUCache } from 'lru-cache';
import { ArcGisResponseError } from '../../../engine/gis';

/** Attempts after the first when ArcGIS is down, busy or slow; each waits twice as long as the one before. */
export const ARCGIS_RETRIES = 2;
export const ARCGIS_BACKOFF_MS = 200;
/** Answers are kept this long: district boundaries and geocodes change rarely, and residents retype the same address. */
export const ARCGIS_CACHE_TTL_MS = 10 * 60_000;
const ARCGIS_CACHE_ENTRIES = 2000;

/** ArcGIS could not be reached or kept failing: the lookup answers with the spec's "trouble finding" message. */
export class ArcGisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArcGisUnavailableError';
  }
}

class RetryableHttpError extends Error {}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

function cacheKey(url: string, params: Record<string, string>): string {
  return `${url}?${new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString()}`;
}

/**
 * GET requests to ArcGIS REST endpoints with a timeout per attempt, retries with exponential backoff on network
 * failures, timeouts, 5xx/429 answers and ArcGIS's own server errors, and an LRU cache of parsed answers.
 */
export class ArcGisClient {
  private readonly cache = new LRUCache<string, { value: unknown }>({ max: ARCGIS_CACHE_ENTRIES, ttl: ARCGIS_CACHE_TTL_MS });

  constructor(private readonly options: { retries?: number; backoffMs?: number } = {}) {}

  /** Fetches `url` with `params` and parses the JSON with `parse` (which throws ArcGisResponseError on a bad answer). */
  async get<T>(url: string, params: Record<string, string>, parse: (json: unknown) => T, timeoutMs: number): Promise<T> {
    const key = cacheKey(url, params);
    const cached = this.cache.get(key);
    if (cached) return cached.value as T;
    const retries = this.options.retries ?? ARCGIS_RETRIES;
    const backoff = this.options.backoffMs ?? ARCGIS_BACKOFF_MS;
    let lastError: unknown = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(backoff * 2 ** (attempt - 1));
      try {
        const value = parse(await this.fetchJson(key, timeoutMs));
        this.cache.set(key, { value });
        return value;
      } catch (error) {
        lastError = error;
        if (!isRetryable(error)) break;
      }
    }
    throw new ArcGisUnavailableError(`ArcGIS request to ${url} failed: ${describe(lastError)}`, { cause: lastError });
  }

  private async fetchJson(fullUrl: string, timeoutMs: number): Promise<unknown> {
    const response = await fetch(fullUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw new RetryableHttpError(`HTTP ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ArcGisResponseError(`HTTP ${response.status}`, response.status);
    }
    try {
      return await response.json();
    } catch (error) {
      if (error instanceof SyntaxError) throw new ArcGisResponseError('the answer is not JSON', null);
      throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof RetryableHttpError) return true;
  if (error instanceof ArcGisResponseError) return error.retryable;
  // fetch's network failures (TypeError) and the attempt's timeout (TimeoutError/AbortError).
  return error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}
