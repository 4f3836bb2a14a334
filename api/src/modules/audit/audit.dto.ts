import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class CreateAuditorDto {
  @ApiProperty()
  @IsString({ message: 'The name field is required.' })
  @IsNotEmpty({ message: 'The name field is required.' })
  @MaxLength(255, { message: 'The name may not be greater than 255 characters.' })
  name: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'The email field is required.' })
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @MaxLength(255, { message: 'The email may not be greater than 255 characters.' })
  email: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'The password field is required.' })
  @MinLength(8, { message: 'The password must be at least 8 characters.' })
  @MaxLength(255, { message: 'The password may not be greater than 255 characters.' })
  password: string;
}
