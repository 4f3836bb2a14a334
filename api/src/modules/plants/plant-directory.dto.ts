import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { Fields, list, model, num, one, text } from '../../platform/http/response-model';
import { LATITUDE_RANGE, LONGITUDE_RANGE, plantFields } from './plant.dto';
import type { NearbyPlant, PlantDirectoryItem } from './plant-directory.queries';

export class PlantDirectoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Plant name, code or owner name' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'The search may not be greater than 255 characters.' })
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'], description: 'inactive: awaiting activation (or deactivated)' })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'The status must be active or inactive.' })
  status?: 'active' | 'inactive';
}

export class NearbyQueryDto {
  @ApiProperty({ minimum: -90, maximum: 90, example: 24.8607, description: 'Where the customer is' })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lat field is required and must be a number.' })
  @Min(-90, { message: LATITUDE_RANGE })
  @Max(90, { message: LATITUDE_RANGE })
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180, example: 67.0011 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lng field is required and must be a number.' })
  @Min(-180, { message: LONGITUDE_RANGE })
  @Max(180, { message: LONGITUDE_RANGE })
  lng: number;

  @ApiPropertyOptional({ default: 10, minimum: 0.1, maximum: 100, description: 'Kilometres' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The radius km must be a number.' })
  @Min(0.1, { message: 'The radius km must be at least 0.1.' })
  @Max(100, { message: 'The radius km may not be greater than 100.' })
  radius_km?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100, description: 'At most this many plants' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The limit must be an integer.' })
  @Min(1, { message: 'The limit must be at least 1.' })
  @Max(100, { message: 'The limit may not be greater than 100.' })
  limit?: number;
}

const NEARBY_FIELDS = new Set(['lat', 'lng', 'radius_km', 'limit']);
/** A plain decimal as the app writes coordinates: what Number() reads the same as class-transformer does. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,17})?$/;
const WHOLE = /^\d{1,3}$/;

function decimalIn(value: unknown, min: number, max: number): number | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The nearby search as the app sends it, read without class-transformer and class-validator
 * (about a tenth of the route's CPU): only a query that every rule of NearbyQueryDto accepts as
 * it stands (plain decimals within the ranges, a whole limit, no other field, each given once,
 * nothing the storable-value rule refuses) is read here, to the values the DTO would give.
 * Anything else is null, and the DTO decides, so no answer or message differs.
 */
export function plainNearbyQuery(query: Record<string, unknown> | undefined): NearbyQueryDto | null {
  if (!query) return null;
  for (const key of Object.keys(query)) if (!NEARBY_FIELDS.has(key)) return null;
  const lat = decimalIn(query.lat, -90, 90);
  const lng = decimalIn(query.lng, -180, 180);
  if (lat === null || lng === null) return null;
  const nearby: NearbyQueryDto = { lat, lng };
  if (query.radius_km !== undefined) {
    const radius = decimalIn(query.radius_km, 0.1, 100);
    if (radius === null) return null;
    nearby.radius_km = radius;
  }
  if (query.limit !== undefined) {
    if (typeof query.limit !== 'string' || !WHOLE.test(query.limit)) return null;
    const limit = Number(query.limit);
    if (limit < 1 || limit > 100) return null;
    nearby.limit = limit;
  }
  return nearby;
}

export const PlantOwnerResponse = model('PlantOwnerResponse', {
  id: num(),
  name: text(),
  email: text(),
});

/** A plant of any owner, as the super admin lists it. */
export const PlantDirectoryItemResponse = model('PlantDirectoryItemResponse', {
  ...plantFields,
  owner: one(PlantOwnerResponse),
  owner_name: text(),
} satisfies Fields<PlantDirectoryItem>);

/** GET /super-admin/filter-plants. */
export const PlantDirectoryPageResponse = model('PlantDirectoryPageResponse', {
  data: list(PlantDirectoryItemResponse, { description: "'Awaiting Activation' first, then newest" }),
  current_page: num({ example: 1 }),
  last_page: num({ example: 1 }),
  per_page: num({ example: 15 }),
  total: num(),
});

/** A plant near the point; coordinates and distance are of its public point, never the exact spot. */
export const NearbyPlantResponse = model('NearbyPlantResponse', {
  id: num(),
  name: text(),
  code: text(),
  phone: text().nullable(),
  default_can_rate: num({ example: 50, description: 'PKR per can' }),
  latitude: num({ example: 24.864, description: 'The public point (3 decimals)' }),
  longitude: num({ example: 67.005, description: 'The public point (3 decimals)' }),
  distance_km: num({ example: 1.3, description: 'Kilometres to the public point, to one decimal' }),
} satisfies Fields<NearbyPlant>);

export const NearbyCenterResponse = model('NearbyCenterResponse', {
  lat: num(),
  lng: num(),
});

/** GET /public/plants/nearby. */
export const NearbyPlantsResponse = model('NearbyPlantsResponse', {
  plants: list(NearbyPlantResponse, { description: 'Nearest first' }),
  radius_km: num({ example: 10 }),
  center: one(NearbyCenterResponse, { description: 'The point searched from' }),
});
