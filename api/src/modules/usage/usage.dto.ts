import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET /filter-owner/usage. */
export class OwnerUsageQueryDto {
  @ApiPropertyOptional({ default: 7, minimum: 1, maximum: 31, description: 'How many billing days, today included' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The days must be a whole number.' })
  @Min(1, { message: 'The days must be at least 1.' })
  @Max(31, { message: 'The days may not be greater than 31.' })
  days?: number;
}
