/**
 * Demo studios of the local runtime (JOURNEYS.md "Demo data"): verified studios in Kraków,
 * Warsaw, Wrocław, Kyiv, Lviv and Berlin with rooms and teachers, one hidden and one awaiting
 * verification. Written through the same repositories as the API, so every key and guard is real.
 */
import { randomUUID } from 'node:crypto';
import type { Address, PrimaryColor } from '@plie/shared';
import { createUser, getUserByEmail, type UserRecord } from '../domains/accounts/user-repository';
import { saveRoom } from '../domains/rooms/room-repository';
import { getMember, type MemberRecord, saveMember } from '../domains/studios/member-repository';
import {
  createStudio,
  getStudioBySlug,
  type StudioRecord,
  saveStudio,
} from '../domains/studios/studio-repository';

interface DemoRoom {
  name: string;
  capacity: number;
  rentPrice?: number;
  address: Omit<Address, 'country'> & { country: string };
}

interface DemoStudio {
  name: string;
  studioName: string;
  about: string;
  instagram?: string;
  link?: string;
  primaryColor: PrimaryColor;
  theme: boolean;
  countryCode: string;
  currency: 'PLN' | 'UAH' | 'EUR';
  /** E-mail of the owner (a demo account or one of DEMO_TEACHERS). */
  owner: string;
  /** E-mails of teachers on the team; the first one is also an admin. */
  teachers: string[];
  rooms: DemoRoom[];
  status?: 'hidden' | 'unverified';
}

/** Teachers with Polish and Ukrainian names (confirmed accounts; the demo password). */
export const DEMO_TEACHERS: ReadonlyArray<{ name: string; username: string; email: string; about: string }> =
  [
    {
      name: 'Katarzyna Wiśniewska',
      username: 'kasia_salsa',
      email: 'katarzyna@plie.local',
      about: 'Salsa and bachata, Cuban style. 12 years on the floor.',
    },
    {
      name: 'Tomasz Zieliński',
      username: 'tomek_tango',
      email: 'tomasz@plie.local',
      about: 'Argentine tango, milonga and vals.',
    },
    {
      name: 'Olena Kovalenko',
      username: 'olena_contemporary',
      email: 'olena@plie.local',
      about: 'Contemporary and jazz for teens and adults.',
    },
    {
      name: 'Andriy Melnyk',
      username: 'andriy_hiphop',
      email: 'andriy@plie.local',
      about: 'Hip-hop, house and locking.',
    },
    {
      name: 'Magdalena Lewandowska',
      username: 'magda_ballet',
      email: 'magdalena@plie.local',
      about: 'Classical ballet for children and adults.',
    },
    {
      name: 'Dmytro Bondarenko',
      username: 'dmytro_kizomba',
      email: 'dmytro@plie.local',
      about: 'Kizomba and urban kiz.',
    },
    {
      name: 'Oksana Tkachenko',
      username: 'oksana_heels',
      email: 'oksana@plie.local',
      about: 'High heels and lady style.',
    },
    {
      name: 'Paweł Wójcik',
      username: 'pawel_swing',
      email: 'pawel@plie.local',
      about: 'Lindy hop and balboa.',
    },
    {
      name: 'Natalia Hrytsenko',
      username: 'natalia_latina',
      email: 'natalia@plie.local',
      about: 'Latin ballroom and latino solo.',
    },
    {
      name: 'Marek Kamiński',
      username: 'marek_breaking',
      email: 'marek@plie.local',
      about: 'Breaking for kids and teens.',
    },
    {
      name: 'Sofia Marchenko',
      username: 'sofia_folk',
      email: 'sofia@plie.local',
      about: 'Ukrainian folk dance.',
    },
    {
      name: 'Jan Nowicki',
      username: 'jan_ballroom',
      email: 'jan@plie.local',
      about: 'Standard ballroom: waltz, foxtrot, quickstep.',
    },
  ];

const DEMO_STUDIOS: DemoStudio[] = [
  {
    name: 'Rytm Dance Studio',
    studioName: 'rytm_krakow',
    about: 'Salsa, bachata and contemporary in the heart of Kraków. Evening classes and weekend workshops.',
    instagram: 'rytm.krakow',
    link: 'https://rytm.example.com',
    primaryColor: 'teal',
    theme: true,
    countryCode: 'PL',
    currency: 'PLN',
    owner: 'piotr@plie.local',
    teachers: ['katarzyna@plie.local', 'iryna@plie.local', 'olena@plie.local'],
    rooms: [
      {
        name: 'Sala Duża',
        capacity: 30,
        rentPrice: 120,
        address: {
          fullAddress: 'ul. Floriańska 15',
          city: 'Kraków',
          country: 'PL',
          postalCode: '31-019',
          lat: 50.0637,
          lng: 19.9398,
        },
      },
      {
        name: 'Sala Mała',
        capacity: 18,
        rentPrice: 80,
        address: {
          fullAddress: 'ul. Floriańska 15',
          city: 'Kraków',
          country: 'PL',
          postalCode: '31-019',
          lat: 50.0637,
          lng: 19.9398,
        },
      },
    ],
  },
  {
    name: 'Salsa Warszawa',
    studioName: 'salsa_warszawa',
    about: 'Cuban salsa, rueda and bachata since 2012.',
    instagram: 'salsa.warszawa',
    primaryColor: 'orange',
    theme: true,
    countryCode: 'PL',
    currency: 'PLN',
    owner: 'tomasz@plie.local',
    teachers: ['natalia@plie.local', 'pawel@plie.local'],
    rooms: [
      {
        name: 'Main Hall',
        capacity: 40,
        rentPrice: 150,
        address: {
          fullAddress: 'ul. Marszałkowska 84',
          city: 'Warsaw',
          country: 'PL',
          postalCode: '00-514',
          lat: 52.2287,
          lng: 21.0122,
        },
      },
    ],
  },
  {
    name: 'Flow Wrocław',
    studioName: 'flow_wroclaw',
    about: 'Contemporary, jazz and heels by the Odra.',
    primaryColor: 'purple',
    theme: false,
    countryCode: 'PL',
    currency: 'PLN',
    owner: 'magdalena@plie.local',
    teachers: ['oksana@plie.local', 'marek@plie.local'],
    rooms: [
      {
        name: 'Studio 1',
        capacity: 24,
        address: {
          fullAddress: 'ul. Ruska 46',
          city: 'Wrocław',
          country: 'PL',
          postalCode: '50-079',
          lat: 51.1101,
          lng: 17.0265,
        },
      },
      {
        name: 'Studio 2',
        capacity: 16,
        address: {
          fullAddress: 'ul. Ruska 46',
          city: 'Wrocław',
          country: 'PL',
          postalCode: '50-079',
          lat: 51.1101,
          lng: 17.0265,
        },
      },
    ],
  },
  {
    name: 'Kyiv Dance Loft',
    studioName: 'kyiv_loft',
    about: 'Hip-hop, house and contemporary on Podil.',
    instagram: 'kyiv.dance.loft',
    primaryColor: 'blue',
    theme: true,
    countryCode: 'UA',
    currency: 'UAH',
    owner: 'andriy@plie.local',
    teachers: ['sofia@plie.local', 'dmytro@plie.local'],
    rooms: [
      {
        name: 'Loft',
        capacity: 35,
        rentPrice: 900,
        address: {
          fullAddress: 'вул. Сагайдачного 25',
          city: 'Kyiv',
          country: 'UA',
          postalCode: '04070',
          lat: 50.4621,
          lng: 30.5204,
        },
      },
    ],
  },
  {
    name: 'Lviv Tango Club',
    studioName: 'lviv_tango',
    about: 'Milongas every Friday, classes from beginner to advanced.',
    primaryColor: 'red',
    theme: false,
    countryCode: 'UA',
    currency: 'UAH',
    owner: 'natalia@plie.local',
    teachers: ['tomasz@plie.local'],
    rooms: [
      {
        name: 'Milonga Hall',
        capacity: 50,
        address: {
          fullAddress: 'пл. Ринок 10',
          city: 'Lviv',
          country: 'UA',
          postalCode: '79008',
          lat: 49.8419,
          lng: 24.0315,
        },
      },
    ],
  },
  {
    name: 'Berlin Move',
    studioName: 'berlin_move',
    about: 'Lindy hop, balboa and swing socials in Kreuzberg.',
    link: 'https://berlinmove.example.com',
    primaryColor: 'green',
    theme: true,
    countryCode: 'DE',
    currency: 'EUR',
    owner: 'pawel@plie.local',
    teachers: ['jan@plie.local'],
    rooms: [
      {
        name: 'Ballroom',
        capacity: 45,
        rentPrice: 40,
        address: {
          fullAddress: 'Oranienstraße 25',
          city: 'Berlin',
          country: 'DE',
          postalCode: '10999',
          lat: 52.5016,
          lng: 13.4196,
        },
      },
    ],
  },
  {
    name: 'Kizomba Corner',
    studioName: 'kizomba_corner',
    about: 'Kizomba and semba — the studio is taking a summer break.',
    primaryColor: 'pink',
    theme: true,
    countryCode: 'PL',
    currency: 'PLN',
    owner: 'dmytro@plie.local',
    teachers: [],
    rooms: [
      {
        name: 'Sala',
        capacity: 20,
        address: {
          fullAddress: 'ul. Kazimierza Wielkiego 1',
          city: 'Wrocław',
          country: 'PL',
          postalCode: '50-077',
          lat: 51.1089,
          lng: 17.0326,
        },
      },
    ],
    status: 'hidden',
  },
  {
    name: 'Studio Lato',
    studioName: 'studio_lato',
    about: 'A new studio for folk and ballroom, awaiting verification.',
    primaryColor: 'yellow',
    theme: true,
    countryCode: 'PL',
    currency: 'PLN',
    owner: 'jan@plie.local',
    teachers: [],
    rooms: [
      {
        name: 'Sala Taneczna',
        capacity: 25,
        address: {
          fullAddress: 'ul. Długa 20',
          city: 'Gdańsk',
          country: 'PL',
          postalCode: '80-827',
          lat: 54.3489,
          lng: 18.6532,
        },
      },
    ],
    status: 'unverified',
  },
];

/** A pending invite for the demo teacher, so her invites tab shows the yellow dot (JOURNEYS, Iryna 3). */
const PENDING_INVITE = { studio: 'salsa_warszawa', teacher: 'iryna@plie.local' };

const member = (
  studioId: string,
  userId: string,
  roles: Partial<MemberRecord>,
  at: string,
): MemberRecord => ({
  studioId,
  userId,
  isOwner: false,
  isAdmin: false,
  isTeacher: true,
  userAccepted: true,
  studioAccepted: true,
  rejected: false,
  createdAt: at,
  updatedAt: at,
  ...roles,
});

const seedTeachers = async (passwordHash: string, at: string) => {
  for (const teacher of DEMO_TEACHERS) {
    if (await getUserByEmail(teacher.email)) continue;
    const user: UserRecord = {
      id: randomUUID(),
      ...teacher,
      passwordHash,
      dateOfBirth: '1990-01-01',
      isTeacher: true,
      isAnonymous: false,
      isEmailConfirmed: true,
      role: 'user',
      tokenVersion: 1,
      termsAcceptedAt: at,
      privacyAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    await createUser(user);
  }
};

const userId = async (email: string) => {
  const user = await getUserByEmail(email);
  if (!user) throw new Error(`Demo data: no account ${email}`);
  return user.id;
};

const seedStudio = async (demo: DemoStudio, at: string) => {
  if (await getStudioBySlug(demo.studioName)) return;
  const { owner, teachers, rooms, status, countryCode, currency, ...fields } = demo;
  const ownerId = await userId(owner);
  const studio: StudioRecord = {
    id: randomUUID(),
    ...fields,
    email: `hello@${demo.studioName.replace(/_/g, '-')}.example.com`,
    videos: [],
    isVerified: status !== 'unverified',
    isHidden: status === 'hidden',
    isDeleted: false,
    ownerId,
    createdAt: at,
    updatedAt: at,
    version: 0,
  };
  // Demo owners each own one studio, so the one-studio guard holds for them too.
  await createStudio(
    studio,
    member(studio.id, ownerId, { isOwner: true, isAdmin: true, isTeacher: false }, at),
    true,
  );
  for (const [index, email] of teachers.entries()) {
    await saveMember(member(studio.id, await userId(email), { isAdmin: index === 0 }, at));
  }
  for (const room of rooms) {
    await saveRoom({
      id: randomUUID(),
      studioId: studio.id,
      name: room.name,
      capacity: room.capacity,
      ...(room.rentPrice ? { rentPrice: room.rentPrice, rentCurrency: currency } : {}),
      address: room.address,
      countryCode,
      createdAt: at,
      updatedAt: at,
    });
  }
  // The studio's city is its first room's: it enters that city's public search.
  await saveStudio({ ...studio, countryCode, city: rooms[0]!.address.city });
};

/** Teachers, studios with rooms and teams, and one pending invite. Idempotent. */
export const seedDemoStudios = async (passwordHash: string): Promise<void> => {
  const at = new Date().toISOString();
  await seedTeachers(passwordHash, at);
  for (const studio of DEMO_STUDIOS) await seedStudio(studio, at);
  const invited = await getStudioBySlug(PENDING_INVITE.studio);
  const teacherId = await userId(PENDING_INVITE.teacher);
  if (invited && !(await getMember(invited.id, teacherId))) {
    await saveMember(member(invited.id, teacherId, { userAccepted: false }, at));
  }
};
