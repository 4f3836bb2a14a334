import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET /super-admin/analytics. */
export class PlatformAnalyticsQueryDto {
  @ApiPropertyOptional({ default: 30, minimum: 1, maximum: 366, description: 'Days of the series, today included' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(366, { message: 'The days may not be greater than 366.' })
  days?: number;

  @ApiPropertyOptional({
    default: 14,
    minimum: 0,
    maximum: 365,
    description: 'Days without an API call or a delivery that make an owner inactive',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The inactive days must be a whole number.' })
  @Min(0, { message: 'The inactive days must be at least 0.' })
  @Max(365, { message: 'The inactive days may not be greater than 365.' })
  inactive_days?: number;
}
