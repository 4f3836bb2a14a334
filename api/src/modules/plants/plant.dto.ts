import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsOptional, ValidateBy } from 'class-validator';
import { canonicalTimeZone } from '../../platform/domain/plant-day';
import { bool, Fields, list, model, moment, num, one, oneOf, text } from '../../platform/http/response-model';
import { NumberField, TextField } from './field-rules';
import type { PlantView } from './plant.view';

export const LATITUDE_RANGE = 'The latitude must be between -90 and 90.';
export const LONGITUDE_RANGE = 'The longitude must be between -180 and 180.';

const PHONE = { max: 20, notText: 'The phone must be a string.', tooLong: 'The phone may not be greater than 20 characters.' };
const SECONDARY_PHONE = {
  max: 20,
  notText: 'The secondary phone must be a string.',
  tooLong: 'The secondary phone may not be greater than 20 characters.',
};
const NAME = { required: 'The name field is required.', max: 255, tooLong: 'The name may not be greater than 255 characters.' };
const ADDRESS = { required: 'The address field is required.', max: 1000, tooLong: 'The address may not be greater than 1000 characters.' };
const CAN_RATE_MAX: [number, string] = [1_000_000, 'The default can rate may not be greater than 1000000.'];
const CAN_RATE_NOT_NUMBER = 'The default can rate must be a number with at most 2 decimals.';
export const LATITUDE_RULE = {
  notNumber: 'The latitude must be a number.',
  min: [-90, LATITUDE_RANGE] as [number, string],
  max: [90, LATITUDE_RANGE] as [number, string],
};
export const LONGITUDE_RULE = {
  notNumber: 'The longitude must be a number.',
  min: [-180, LONGITUDE_RANGE] as [number, string],
  max: [180, LONGITUDE_RANGE] as [number, string],
};

export class CreatePlantDto {
  @ApiProperty({ example: 'Main Plant' })
  @TextField(NAME)
  name: string;

  @ApiProperty({ example: 'Block 5, Gulshan-e-Iqbal, Karachi' })
  @TextField(ADDRESS)
  address: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, example: '021-34567890' })
  @TextField(PHONE)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @TextField({
    ...SECONDARY_PHONE,
    notText: 'The phone secondary must be a string.',
    tooLong: 'The phone secondary may not be greater than 20 characters.',
  })
  phone_secondary?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 20,
    description: 'Same as phone_secondary (the onboarding payload name)',
  })
  @TextField(SECONDARY_PHONE)
  secondary_phone?: string | null;

  @ApiProperty({ example: 50, minimum: 0.01, description: 'PKR per can, unless a customer has their own rate' })
  @NumberField({
    required: 'The default can rate field is required.',
    notNumber: CAN_RATE_NOT_NUMBER,
    maxDecimals: 2,
    min: [0.01, 'The default can rate must be greater than 0.'],
    max: CAN_RATE_MAX,
  })
  default_can_rate: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90, example: 24.9207 })
  @NumberField(LATITUDE_RULE)
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180, example: 67.0856 })
  @NumberField(LONGITUDE_RULE)
  longitude?: number | null;
}

export const TIME_ZONE_INVALID = 'The time zone must be a valid IANA time zone name, such as Asia/Karachi.';
export const LOCK_PERIOD_INVALID = 'The lock period days must be a whole number between 0 and 3650.';

/** An IANA time-zone name that Intl knows (absent is accepted: the field then keeps its value). */
const TimeZoneField = (): PropertyDecorator =>
  ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value: unknown) => value === undefined || canonicalTimeZone(value) !== null,
      defaultMessage: () => TIME_ZONE_INVALID,
    },
  });

/** The settings save: every field optional, absent fields keep their value. */
export class UpdatePlantDto {
  @ApiPropertyOptional()
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextField(ADDRESS)
  address?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, example: '021-34567890' })
  @TextField(PHONE)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @TextField({
    ...SECONDARY_PHONE,
    notText: 'The phone secondary must be a string.',
    tooLong: 'The phone secondary may not be greater than 20 characters.',
  })
  phone_secondary?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 20,
    description: 'Same as phone_secondary (the onboarding payload name)',
  })
  @TextField(SECONDARY_PHONE)
  secondary_phone?: string | null;

  @ApiPropertyOptional({ minimum: 0, example: 50, description: 'PKR per can, unless a customer has their own rate' })
  @IsOptional()
  @NumberField({ notNumber: CAN_RATE_NOT_NUMBER, maxDecimals: 2, min: [0, 'The default can rate must be at least 0.'], max: CAN_RATE_MAX })
  default_can_rate?: number;

  @ApiPropertyOptional({
    example: 'Asia/Karachi',
    description: "The plant's time zone (IANA name): its days, today and weeks are counted in it",
  })
  @TimeZoneField()
  time_zone?: string;

  @ApiPropertyOptional({
    example: 35,
    minimum: 0,
    maximum: 3650,
    description: 'Entries older than this many days can only be reversed with a reason',
  })
  @IsOptional()
  @NumberField({ notNumber: LOCK_PERIOD_INVALID, integer: true, min: [0, LOCK_PERIOD_INVALID], max: [3650, LOCK_PERIOD_INVALID] })
  lock_period_days?: number;

  @ApiPropertyOptional({
    type: String,
    example: 'JazzCash 0300-1234567 (Ali Raza); Meezan Bank PK36MEZN0001234567890123',
    maxLength: 300,
    nullable: true,
    description:
      "How customers pay: JazzCash/Easypaisa number, bank account; printed as the statement's 'how to pay' line. Empty or null clears it",
  })
  @TextField({
    max: 300,
    tooLong: 'The payment details may not be longer than 300 characters.',
    notText: 'The payment details must be text.',
  })
  payment_details?: string | null;
}

export class PlantLocationDto {
  @ApiProperty({ minimum: -90, maximum: 90, example: 24.9207 })
  @NumberField({ ...LATITUDE_RULE, required: 'The latitude field is required.' })
  latitude: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 67.0856 })
  @NumberField({ ...LONGITUDE_RULE, required: 'The longitude field is required.' })
  longitude: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: "The plant's address, as the owner confirmed it" })
  @TextField({
    max: 1000,
    notText: 'The address confirmation must be a string.',
    tooLong: 'The address confirmation may not be greater than 1000 characters.',
  })
  address_confirmation?: string | null;
}

/** Empty text and null both mean "no value". */
export const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** The console's activation switch of a plant (`PUT /api/admin/filter-plants/{id}`); the rest of the record is ignored. */
export class PlantActivationDto {
  @ApiProperty({ description: 'true activates the plant, false deactivates it' })
  @IsDefined({ message: 'The is active field is required.' })
  @IsBoolean({ message: 'The is active field must be true or false.' })
  is_active: boolean;
}

export const PlantPlanResponse = model('PlantPlanResponse', {
  name: text({ example: 'Standard' }),
  monthly_fee: num({ example: 299, description: "The owner's plan's price per month" }),
});

/** A plant as the owner's screens read it (the super admin's directory adds its owner). */
export const plantFields = {
  id: num({ example: 1 }),
  filter_owner_id: num({ example: 7 }),
  name: text({ example: 'Main Plant' }),
  code: text({ example: 'FP-00001' }),
  address: text(),
  phone: text().nullable(),
  phone_secondary: text().nullable(),
  secondary_phone: text({ description: 'Same as phone_secondary' }).nullable(),
  default_can_rate: num({ example: 50, description: 'PKR per can' }),
  time_zone: text({ example: 'Asia/Karachi', description: "IANA time zone of the plant's days" }),
  lock_period_days: num({ example: 35, description: 'Entries older than this many days can only be reversed' }),
  payment_details: text({ description: "How customers pay (the statements' 'how to pay' line)" }).nullable(),
  latitude: num().nullable(),
  longitude: num().nullable(),
  location_verified: bool(),
  location_updated_at: moment().nullable(),
  is_active: bool({ description: 'Activated by the super admin' }),
  is_default: bool({ description: "The owner's default plant (used when a call names none)" }),
  status: oneOf(['Active', 'Awaiting Activation']),
  subscription_plan: one(PlantPlanResponse),
  created_at: moment().nullable(),
  updated_at: moment().nullable(),
} satisfies Fields<PlantView>;
export const PlantResponse = model('PlantResponse', plantFields);

/** GET /filter-owner/my-plants. */
export const PlantListResponse = model('PlantListResponse', {
  plants: list(PlantResponse, { description: 'The default plant first, then by id' }),
  user_state: oneOf(['ACTIVE_PLANTS']),
});

export const LatLngResponse = model('LatLngResponse', {
  lat: num({ example: 24.9207 }),
  lng: num({ example: 67.0856 }),
});

const plantLocationFields = {
  location: one(LatLngResponse, { description: 'null when not set' }).nullable(),
  location_verified: bool(),
  last_updated: moment().nullable(),
  address: text({ description: "The confirmed address, else the plant's address" }),
};
/** GET /filter-owner/my-plants/{id}/location. */
export const PlantLocationResponse = model('PlantLocationResponse', plantLocationFields);

/** PUT and DELETE /filter-owner/my-plants/{id}/location: the location and the plant. */
export const PlantLocationChangeResponse = model('PlantLocationChangeResponse', {
  ...plantLocationFields,
  plant: one(PlantResponse),
});
