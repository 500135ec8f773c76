import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { User } from '@handyq/domain/schemas';
import { AppModule } from '../app.module';
import { loadConfig, type AppConfig } from '../config';
import { UsersService } from '../users/users.service';

/**
 * Makes the account with `email` an admin, on the database the server with `config` uses.
 * The user after the change, or undefined when no account has that email.
 */
export async function promoteAdmin(
  config: AppConfig,
  email: string,
  opts: { inMemory?: boolean } = {},
): Promise<User | undefined> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, opts), {
    logger: ['error'],
    abortOnError: false,
  });
  try {
    return await app.get(UsersService).promoteToAdmin(email);
  } finally {
    await app.close();
  }
}

/**
 * `npm run admin:promote -w api -- <email>`: an operator makes an existing account an admin,
 * with the server's own environment (DATA_DIR or DATABASE_URL). Exits 1 when it cannot.
 */
async function main(argv: string[]): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || argv.length !== 1) {
    console.error('Usage: npm run admin:promote -w api -- <email>');
    return 1;
  }
  // npm runs a workspace's script in the workspace's folder (api/), so a relative DATA_DIR (the
  // default ./data included) is read from the folder the command was typed in, as `npm start`
  // reads it: the server's.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const user = await promoteAdmin(loadConfig(), email);
  if (!user) {
    console.error(`No account has the email ${email}: nothing changed.`);
    return 1;
  }
  console.log(`${user.email} (${user.fullname}) is an admin now.`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
