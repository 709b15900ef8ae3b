import { BaseUnits, exactObject } from './primitives';

/** REFERENCE §3a `GET /v1/convert/allowance`: `{allowance: string}` (base units). */
export const AllowanceAnswer = exactObject({ allowance: BaseUnits }, 'AllowanceAnswer');
