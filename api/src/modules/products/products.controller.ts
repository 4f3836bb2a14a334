import type { Product } from '@paani/contracts';
import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { money } from '../../platform/domain/money';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { givenNumber } from '../plants/field-rules';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { DecideProductCommand } from './product.commands';
import { CreateProductDto, ProductListResponse, ProductResponse, UpdateProductDto } from './product.dto';
import { ProductFields } from './product.events';
import { GetProductQuery, ListProductsQuery } from './product.queries';

const PRODUCT_ID = new PositiveIdPipe('The product id must be a positive integer.');

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * A plant's products (the plant from `filter_plant_id`, the default plant when absent). A product's
 * id is its number in the plant; the first product (1) is the plant's 19 L can, whose price is the
 * plant's can rate: changing one changes the other.
 */
@ApiTags('Filter owner: products')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/products')
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Products retrieved successfully')
  @ApiOperation({ summary: "The plant's products by position, inactive ones too" })
  @ApiData(ProductListResponse)
  async list(@OwnerPlant() plant: OwnedPlant): Promise<{ products: Product[] }> {
    return { products: await this.queries.execute(new ListProductsQuery(Number(plant.id))) };
  }

  @Post()
  @ResponseMessage('Product added successfully')
  @ApiOperation({
    summary: 'Add a product; 422 for a name the plant already sells, a deposit on a product that does not come back, or a 21st product',
  })
  @ApiCreatedData(ProductResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateProductDto, @OwnerPlant() plant: OwnedPlant): Promise<Product> {
    const plantId = Number(plant.id);
    const existing: Product[] = await this.queries.execute(new ListProductsQuery(plantId));
    const fields: ProductFields = {
      name: body.name.trim(),
      name_ur: trimmedOrNull(body.name_ur),
      unit: body.unit.trim(),
      default_rate: money(body.default_rate),
      deposit_per_unit: money(givenNumber(body.deposit_per_unit) ?? 0),
      position: givenNumber(body.position) ?? Math.max(0, ...existing.map((p) => p.position)) + 1,
    };
    const nature = { returnable: body.returnable, billing: body.billing ?? 'per_unit' };
    const id: number = await this.commands.execute(
      new DecideProductCommand(caller.id, plantId, { type: 'AddProduct', plantId, ownerId: caller.id, fields, nature }),
    );
    return this.queries.execute(new GetProductQuery(plantId, id));
  }

  @Get(':id')
  @ResponseMessage('Product retrieved successfully')
  @ApiOperation({ summary: 'One product of the plant' })
  @ApiData(ProductResponse)
  show(@Param('id', PRODUCT_ID) id: number, @OwnerPlant() plant: OwnedPlant): Promise<Product> {
    return this.queries.execute(new GetProductQuery(Number(plant.id), id));
  }

  @Put(':id')
  @ResponseMessage('Product updated successfully')
  @ApiOperation({
    summary:
      "Change a product's names, unit, rates, position or activity; returnable and billing are fixed (422). The first product's rate is the plant's can rate",
  })
  @ApiData(ProductResponse)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', PRODUCT_ID) id: number,
    @Body() body: UpdateProductDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<Product> {
    const plantId = Number(plant.id);
    const current: Product = await this.queries.execute(new GetProductQuery(plantId, id));
    const fields: ProductFields = {
      name: body.name?.trim() ?? current.name,
      name_ur: body.name_ur === undefined ? current.name_ur : trimmedOrNull(body.name_ur),
      unit: body.unit?.trim() ?? current.unit,
      default_rate: money(givenNumber(body.default_rate) ?? current.default_rate),
      deposit_per_unit: money(givenNumber(body.deposit_per_unit) ?? current.deposit_per_unit),
      position: givenNumber(body.position) ?? current.position,
    };
    const nature = { returnable: body.returnable ?? current.returnable, billing: body.billing ?? current.billing };
    await this.commands.execute(
      new DecideProductCommand(caller.id, plantId, {
        type: 'ChangeProduct',
        productId: id,
        fields,
        nature,
        isActive: body.is_active ?? current.is_active,
      }),
    );
    return this.queries.execute(new GetProductQuery(plantId, id));
  }
}
