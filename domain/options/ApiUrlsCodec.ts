import type * as t from 'io-ts';
import { expecting, optional } from './codec/expecting';
import { type FieldCodecs, objectOf } from './codec/objectOf';
import { API_URL_SCHEMES, type ApiUrls, isServiceUrl } from './ApiUrls';

function serviceUrl(service: keyof ApiUrls): t.Type<string | undefined, unknown, unknown> {
  return optional(
    expecting(`an absolute ${API_URL_SCHEMES[service].join(' or ')} URL`, (url): url is string =>
      isServiceUrl(service, url),
    ),
  );
}

const services = Object.fromEntries(
  (Object.keys(API_URL_SCHEMES) as (keyof ApiUrls)[]).map((service) => [service, serviceUrl(service)]),
) as unknown as FieldCodecs<Partial<ApiUrls>>;

/** Option `apiUrls`: only the known services, each an absolute URL with the scheme it needs. */
export const ApiUrlsCodec = objectOf<Partial<ApiUrls>>('an object of service URLs', services, {
  noun: 'service',
  unknownNames: 'refuse',
});
