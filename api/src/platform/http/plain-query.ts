import { createParamDecorator, ExecutionContext, Header, PipeTransform, Type } from '@nestjs/common';
import { createValidationPipe } from './validation';

/** For a route that sends JSON text it wrote itself (@RawResponse()): the type an object would get. */
export const SendsJsonText = () => Header('Content-Type', 'application/json; charset=utf-8');

/** The request's query as it came: a custom parameter, which the global validation pipe leaves alone. */
const RequestQuery = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query,
);

/**
 * A pipe with a DTO's rules for a hot query: `plain` reads the common, plain queries at once (it
 * must accept only what every rule of the DTO accepts, to the same values, else return undefined),
 * and any other query goes through the very pipe every @Query() passes, so the values, the 422s
 * and their messages are the global pipe's. class-validator costs about 25 µs a request.
 */
class PlainOrValidated<Dto> implements PipeTransform<Record<string, unknown> | undefined, Promise<Dto>> {
  private readonly pipe = createValidationPipe();

  constructor(
    private readonly dto: Type<Dto>,
    private readonly plain: (query: Record<string, unknown> | undefined) => Dto | undefined,
  ) {}

  async transform(query: Record<string, unknown> | undefined): Promise<Dto> {
    return this.plain(query) ?? ((await this.pipe.transform(query ?? {}, { type: 'query', metatype: this.dto })) as Dto);
  }
}

/** `@PlainQuery(Dto, plainReader) query: Dto` in place of `@Query() query: Dto`. */
export const PlainQuery = <Dto>(dto: Type<Dto>, plain: (query: Record<string, unknown> | undefined) => Dto | undefined) =>
  RequestQuery(new PlainOrValidated(dto, plain));
