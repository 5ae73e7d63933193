import type { Random } from './random';

// Names for reviewers and sales staff: common Australian given names and surnames.

// biome-ignore format: word lists read best packed
const FIRST_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Ava', 'James',
  'Grace', 'Lucas', 'Chloe', 'Henry', 'Sophie', 'Ethan', 'Emily', 'Liam', 'Ruby', 'Harrison', 'Zoe', 'Cooper',
  'Hannah', 'Lachlan', 'Georgia', 'Riley', 'Matilda', 'Mason', 'Priya', 'Arjun', 'Mei', 'Wei', 'Minh', 'Linh',
  'Fatima', 'Omar', 'Aisha', 'Giorgos', 'Eleni', 'Marco', 'Giulia', 'Connor', 'Sienna', 'Darren', 'Kylie',
  'Bruce', 'Sharon', 'Trent', 'Leanne', 'Craig', 'Tanya', 'Raj', 'Ananya', 'Tomasz', 'Ngaire', 'Hemi', 'Kiri',
];

// biome-ignore format: word lists read best packed
const SURNAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Singh', 'Chen', 'Wang', 'Tran', 'Le',
  'Papadopoulos', 'Rossi', "O'Brien", "O'Connor", 'Murphy', 'McDonald', 'Campbell', 'Stewart', 'Mitchell',
  'Kowalski', 'Khan', 'Ahmed', 'Kaur', 'Sharma', 'Walsh', 'Byrne', 'Fraser', 'Hughes', 'Parata',
];

/** A given name. */
export function firstName(rng: Random): string {
  return rng.pick(FIRST_NAMES);
}

/** A reviewer's display name: either "Grace Nguyen" or "Grace N.", as review sites show them. */
export function reviewerName(rng: Random): string {
  const first = firstName(rng);
  const surname = rng.pick(SURNAMES);
  return rng.chance(0.55) ? `${first} ${surname}` : `${first} ${surname[0]}.`;
}
