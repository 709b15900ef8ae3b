import { SERVICE_API_PATHS, type ServiceAnswer } from '../protocol/serviceApi';
import { type ServiceClient } from './FramePorts';

async function post(path: string, body: unknown): Promise<ServiceAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`HTTP status code: ${response.status} (${await response.text()})`);
  return (await response.json()) as ServiceAnswer;
}

/** The frame's server, on the frame's own origin (relative paths). */
export const httpServiceClient: ServiceClient = {
  request: (body) => post(SERVICE_API_PATHS.request, body),
  approve: (body) => post(SERVICE_API_PATHS.approve, body),
};
