/** The admin a first start makes in every test database (the seeded template): signs in with this password. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
