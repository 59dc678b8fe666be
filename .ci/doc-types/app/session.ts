// The app's session module that docs/server-rendering.md imports: who is signed in.
export async function currentSubscriberId(): Promise<string> {
  return 'user-42';
}
