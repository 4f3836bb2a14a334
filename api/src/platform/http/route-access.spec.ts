import { Controller, Get, Module, Post } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Public, ReadOnlyFor, Roles } from './decorators';
import { RouteAccessTable } from './route-access';

@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('things')
class DeclaredController {
  @Get()
  list(): string[] {
    return [];
  }

  @Post()
  create(): null {
    return null;
  }

  @Get('open')
  @Public()
  open(): null {
    return null;
  }
}

@Controller('forgotten')
class UndeclaredController {
  @Get()
  list(): string[] {
    return [];
  }
}

async function boot(controllers: (new () => unknown)[]) {
  @Module({ imports: [DiscoveryModule], controllers, providers: [RouteAccessTable] })
  class TestModule {}
  const app = await NestFactory.create(TestModule, new FastifyAdapter(), { logger: false, abortOnError: false });
  await app.init();
  return app;
}

describe('route access table', () => {
  it('gives each route the roles of its metadata; read-only roles on GET handlers only; handler overrides class', async () => {
    const app = await boot([DeclaredController]);
    try {
      const routes = app.get(RouteAccessTable).list();
      expect(routes.map((r) => [r.method, r.path, r.public, r.roles])).toEqual([
        ['GET', '/api/things', false, ['super_admin', 'auditor']],
        ['POST', '/api/things', false, ['super_admin']],
        ['GET', '/api/things/open', true, []],
      ]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start while a route declares neither @Public() nor roles', async () => {
    await expect(boot([DeclaredController, UndeclaredController])).rejects.toThrow(
      /declare neither @Public\(\) nor @Roles\(\.\.\.\); refusing to start:\n {2}GET \/api\/forgotten \(UndeclaredController\.list\)/,
    );
  });
});
