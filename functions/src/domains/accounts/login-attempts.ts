/**
 * Failed logins are slowed, never turned into a lock an attacker can set on the owner
 * (ARCHITECTURE §9). Each attempt is counted before the password is checked (atomic counters of
 * services/rate-limits, so parallel guesses cannot slip past) and a right password takes its
 * count back:
 * - per e-mail + client address (strict): one address guessing at one account waits; a right
 *   password from that address forgives its failures;
 * - per e-mail from every address (generous, a window of minutes): a spread-out guess at one
 *   account makes new addresses wait a short while, but an address the account signed in from
 *   (remembered for `KNOWN_ADDRESS_DAYS`) still gets in — the owner at home is never locked out.
 * (Per address across e-mails — password spraying — is the dispatcher's `login` bucket.)
 * Unknown e-mails are counted the same way, so a refusal says nothing about accounts.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../db/client';
import { knownLoginAddressesPartition, knownLoginAddressKey } from '../../db/keys';
import { queryAll } from '../../db/paging';
import { consume, forget, RateLimitError, refund } from '../../services/rate-limits';

/** How long an address the account signed in from stays exempt from the account-wide limit. */
export const KNOWN_ADDRESS_DAYS = 30;

const pairOf = (email: string, address: string) => `${email}#${address}`;

const isKnownAddress = async (email: string, address: string, at: Date): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: knownLoginAddressKey(email, address) }),
  );
  return Item !== undefined && Number(Item.expiresAt) > Math.floor(at.getTime() / 1000);
};

/** Counts a login attempt for `email` from `address`; a 429 (`RateLimitError`) when it must wait. */
export const admitLoginAttempt = async (email: string, address: string, at: Date): Promise<void> => {
  const [pair, account] = await Promise.allSettled([
    consume('loginFailuresOfAccountAtAddress', pairOf(email, address), at),
    consume('loginFailuresOfAccount', email, at),
  ]);
  if (pair.status === 'rejected') throw pair.reason;
  if (account.status === 'rejected') {
    if (!(account.reason instanceof RateLimitError) || !(await isKnownAddress(email, address, at)))
      throw account.reason;
  }
};

/** The password was right: the attempt was no failure, and the address is the owner's. */
export const loginSucceeded = async (email: string, address: string, at: Date): Promise<void> => {
  await Promise.all([
    forget('loginFailuresOfAccountAtAddress', pairOf(email, address), at),
    refund('loginFailuresOfAccount', email, at),
    db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...knownLoginAddressKey(email, address),
          expiresAt: Math.floor(at.getTime() / 1000) + KNOWN_ADDRESS_DAYS * 24 * 3600,
        },
      }),
    ),
  ]);
};

/** Forgets the addresses an e-mail signed in from (its account is deleted: personal data goes with it). */
export const forgetLoginAddresses = async (email: string): Promise<void> => {
  const remembered = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': knownLoginAddressesPartition(email) },
    ProjectionExpression: 'PK, SK',
  });
  await Promise.all(
    remembered.map((item) =>
      db.send(new DeleteCommand({ TableName: tableName, Key: { PK: item.PK, SK: item.SK } })),
    ),
  );
};
