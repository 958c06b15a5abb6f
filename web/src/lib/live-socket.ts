import type { ChatSocket } from './socket';

interface Connection {
  users: number;
  socket: Promise<ChatSocket>;
}

const connections = new Map<string, Connection>();

/**
 * One live connection per signed-in person and building (docs/architecture.md §7,
 * docs/portfolio.md), shared by the bell and the screens that follow money, rather than a socket
 * each; switching building opens the new building's and closes the old one once its listeners
 * have moved over. `listen` gets the socket once it is up
 * (socket.io-client loads after the screen has drawn) and returns what stops listening; the
 * connection closes when its last listener stops. The chat keeps its own socket: it joins rooms.
 */
export function onLiveSocket(
  token: string,
  apartmentId: string | null,
  listen: (socket: ChatSocket) => () => void,
): () => void {
  const key = `${token} ${apartmentId ?? ''}`;
  let connection = connections.get(key);
  if (!connection) {
    connection = {
      users: 0,
      socket: import('./socket').then(({ connectSocket }) => connectSocket(token, apartmentId)),
    };
    connections.set(key, connection);
  }
  const shared = connection;
  shared.users += 1;
  let stop: (() => void) | null = null;
  let stopped = false;
  shared.socket.then(
    (socket) => {
      if (!stopped) stop = listen(socket);
    },
    (error: unknown) => {
      if (connections.get(key) === shared) connections.delete(key);
      console.warn('Could not open the live connection', error);
    },
  );
  return () => {
    if (stopped) return;
    stopped = true;
    stop?.();
    shared.users -= 1;
    // A screen that replaces another listens again before this runs: the connection stays.
    void shared.socket.then(
      (socket) => {
        if (shared.users > 0 || connections.get(key) !== shared) return;
        connections.delete(key);
        socket.disconnect();
      },
      () => {},
    );
  };
}
