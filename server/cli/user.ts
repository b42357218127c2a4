// `npm run user -- create|disable|enable|reset-password|reset-2fa|list`: admin accounts from the shell.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { databaseOptionsFromConfig, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { loadConfig } from '../config.ts';
import { createUsersService, PasswordPolicyError } from '../modules/auth/users.ts';

const USAGE = `Usage:
  npm run user -- list
  npm run user -- create <email> [--password <password>] [--role admin|editor]
  npm run user -- reset-password <email> [--password <password>]
  npm run user -- disable <email>
  npm run user -- enable <email>
  npm run user -- reset-2fa <email>
Without --password, the password is asked for (or read from the USER_PASSWORD variable).`;

async function askPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('No password given: use --password or USER_PASSWORD.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password: ');
  } finally {
    rl.close();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, role: { type: 'string' } },
  });
  const [command, email] = positionals;
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrate(database);
    const users = createUsersService(database.db, config.passwordPolicy);
    switch (command) {
      case 'list': {
        const list = await users.list();
        if (list.length === 0) console.log('No users yet.');
        for (const u of list) {
          console.log(
            `${u.email}\t${u.role}\t${u.disabled ? 'disabled' : 'active'}\tlast sign-in: ${u.lastLoginAt ?? 'never'}`,
          );
        }
        break;
      }
      case 'create': {
        const role = values.role === 'editor' ? 'editor' : 'admin';
        const user = await users.create({ email: email!, password: values.password ?? (await askPassword()), role });
        console.log(`Created ${user.role} ${user.email}.`);
        break;
      }
      case 'reset-password': {
        const user = await users.resetPassword(email!, values.password ?? (await askPassword()));
        console.log(`New password set for ${user.email}; their sessions have ended.`);
        break;
      }
      case 'disable':
      case 'enable': {
        const user = await users.setDisabled(email!, command === 'disable');
        console.log(`${user.email} is ${user.disabled ? 'disabled; their sessions have ended' : 'enabled'}.`);
        break;
      }
      case 'reset-2fa': {
        const user = await users.resetTwoFactor(email!);
        console.log(`Two-factor authentication is off for ${user.email}; their sessions have ended.`);
        break;
      }
      default:
        console.error(USAGE);
        process.exitCode = 2;
    }
  } catch (error) {
    console.error(error instanceof PasswordPolicyError ? error.problems.join('\n') : (error as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
