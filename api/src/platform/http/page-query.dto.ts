import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PAGE = 1_000_000;

/** `page` and `per_page` of the enveloped paginated lists (15 a page unless asked otherwise; docs/product.md, "Constants"). */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be at least 1.' })
  // A page past any real list; beyond it the offset would leave PostgreSQL's bigint.
  @Max(MAX_PAGE, { message: `The page may not be greater than ${MAX_PAGE}.` })
  page?: number;

  @ApiPropertyOptional({ default: 15 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The per page must be a whole number.' })
  @Min(1, { message: 'The per page must be at least 1.' })
  @Max(100, { message: 'The per page may not be greater than 100.' })
  per_page?: number;
}
