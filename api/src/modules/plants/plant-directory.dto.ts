import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from './plant.dto';

export class PlantDirectoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Plant name, code or owner name' })
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'The search may not be greater than 255 characters.' })
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'] })
  @IsOptional()
  @IsIn(['active', 'inactive'], { message: 'The status must be active or inactive.' })
  status?: 'active' | 'inactive';
}

export class NearbyQueryDto {
  @ApiProperty({ minimum: -90, maximum: 90 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lat field is required and must be a number.' })
  @Min(-90, { message: LATITUDE_RANGE })
  @Max(90, { message: LATITUDE_RANGE })
  lat: number;

  @ApiProperty({ minimum: -180, maximum: 180 })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The lng field is required and must be a number.' })
  @Min(-180, { message: LONGITUDE_RANGE })
  @Max(180, { message: LONGITUDE_RANGE })
  lng: number;

  @ApiPropertyOptional({ default: 10, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The radius km must be a number.' })
  @Min(0.1, { message: 'The radius km must be at least 0.1.' })
  @Max(100, { message: 'The radius km may not be greater than 100.' })
  radius_km?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The limit must be an integer.' })
  @Min(1, { message: 'The limit must be at least 1.' })
  @Max(100, { message: 'The limit may not be greater than 100.' })
  limit?: number;
}
