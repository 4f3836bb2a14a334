import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { runSeedOnce } from '../../platform/database/seed-once';
import { RegisterUserCommand } from './user.commands';

/**
 * On an empty database, creates the super admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD;
 * with no password given, generates one and prints the credentials once.
 */
@Injectable()
export class SuperAdminSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await runSeedOnce(this.dataSource, this.config, 'super-admin', async (manager) => {
      const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE role = 'super_admin'`);
      if (count > 0) return;
      const generated = !this.config.SUPER_ADMIN_PASSWORD;
      const password = this.config.SUPER_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      await this.commands.execute(new RegisterUserCommand('Super Admin', this.config.SUPER_ADMIN_EMAIL, 'super_admin', password));
      if (generated && this.config.NODE_ENV !== 'test') {
        // Printed once, to the console only: the log stream never sees the password.
        process.stdout.write(
          `\n  Super admin created. Sign in at /login with:\n    email:    ${this.config.SUPER_ADMIN_EMAIL}\n    password: ${password}\n  (shown only this once; set SUPER_ADMIN_PASSWORD to choose it)\n\n`,
        );
      } else {
        new Logger('Seed').log(`Super admin ${this.config.SUPER_ADMIN_EMAIL} created`);
      }
    });
  }
}
