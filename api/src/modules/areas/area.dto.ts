import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { NumberField, TextField } from '../plants/field-rules';

const NAME = { required: 'Area name is required', notText: 'Area name is required', max: 100, tooLong: 'Area name too long' };
const DESCRIPTION = { required: 'Description is required', notText: 'Description is required', max: 500, tooLong: 'Description too long' };

export class CreateAreaDto {
  @ApiProperty({ maxLength: 100 })
  @TextField(NAME)
  name: string;

  @ApiProperty({ maxLength: 500 })
  @TextField(DESCRIPTION)
  description: string;
}

/** Same fields; absent ones keep their value. */
export class UpdateAreaDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @TextField(NAME)
  name?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @TextField(DESCRIPTION)
  description?: string;
}

export class AssignEmployeeDto {
  @ApiProperty()
  @NumberField({
    required: 'The employee id field is required.',
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
  })
  employee_id: number;
}
