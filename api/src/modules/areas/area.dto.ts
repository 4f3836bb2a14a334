import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class CreateAreaDto {
  @ApiProperty({ maxLength: 100 })
  @IsNotEmpty({ message: 'Area name is required' })
  @IsString({ message: 'Area name is required' })
  @MaxLength(100, { message: 'Area name too long' })
  name: string;

  @ApiProperty({ maxLength: 500 })
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  @MaxLength(500, { message: 'Description too long' })
  description: string;
}

/** Same fields; absent ones keep their value. */
export class UpdateAreaDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsNotEmpty({ message: 'Area name is required' })
  @IsString({ message: 'Area name is required' })
  @MaxLength(100, { message: 'Area name too long' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description is required' })
  @MaxLength(500, { message: 'Description too long' })
  description?: string;
}

export class AssignEmployeeDto {
  @ApiProperty()
  @IsNotEmpty({ message: 'The employee id field is required.' })
  @IsInt({ message: 'The employee id must be a positive integer.' })
  @Min(1, { message: 'The employee id must be a positive integer.' })
  employee_id: number;
}
