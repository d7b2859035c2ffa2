import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Language } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContained, expectHealthy, judgeOne, leftoverProcesses, useJudge } from '../test/fixtures';
import { judgeEach } from '../test/judge-each';

/**
 * Hostile programs against the network: PostgreSQL and Redis on this machine, an HTTP server the test
 * starts (on loopback and on the machine's own address), DNS, the outside world, and host Unix sockets.
 * The sandbox has its own network namespace with nothing but a loopback of its own.
 */

const judge = useJudge();
const WALL_MS = 2000;
let server: Server;
let connections = 0;
let port = 0;

function hostAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address as string);
  return ['127.0.0.1', ...external];
}

beforeAll(async () => {
  server = createServer((_request, response) => response.end('hello from the host'));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** host:port per line; the program prints CONNECTED host:port for each it reaches. */
function targets(): string {
  const services = ['127.0.0.1:5432', '127.0.0.1:6379', '1.1.1.1:80', '8.8.8.8:53'];
  return [...services, ...hostAddresses().map((address) => `${address}:${port}`)].join('\n');
}

const CONNECTORS: Record<Language, string> = {
  c: [
    '#include <arpa/inet.h>\n#include <netdb.h>\n#include <stdio.h>\n#include <string.h>\n#include <sys/socket.h>\n#include <sys/un.h>\n#include <unistd.h>',
    'int main(void){char host[64];int port;',
    '  while(scanf(" %63[^:]:%d",host,&port)==2){int s=socket(AF_INET,SOCK_STREAM,0);struct sockaddr_in a={0};a.sin_family=AF_INET;a.sin_port=htons(port);inet_pton(AF_INET,host,&a.sin_addr);',
    '    if(s>=0&&connect(s,(struct sockaddr*)&a,sizeof a)==0)printf("CONNECTED %s:%d\\n",host,port);if(s>=0)close(s);}',
    '  struct addrinfo*r;if(getaddrinfo("example.com","80",0,&r)==0)puts("CONNECTED dns");',
    '  int u=socket(AF_UNIX,SOCK_STREAM,0);struct sockaddr_un ua={0};ua.sun_family=AF_UNIX;strcpy(ua.sun_path,"/run/postgresql/.s.PGSQL.5432");',
    '  if(connect(u,(struct sockaddr*)&ua,sizeof ua)==0)puts("CONNECTED unix");',
    '  int d=socket(AF_INET,SOCK_DGRAM,0);struct sockaddr_in g={0};g.sin_family=AF_INET;g.sin_port=htons(53);inet_pton(AF_INET,"8.8.8.8",&g.sin_addr);',
    '  if(sendto(d,"x",1,0,(struct sockaddr*)&g,sizeof g)==1)puts("CONNECTED udp");',
    '  return 0;}',
  ].join('\n'),
  python: [
    'import socket, sys',
    'for line in sys.stdin.read().split():',
    "    host, port = line.split(':')",
    '    try:',
    '        socket.create_connection((host, int(port)), timeout=1).close()',
    "        print('CONNECTED', line)",
    '    except OSError:',
    '        pass',
    'try:',
    "    socket.getaddrinfo('example.com', 80); print('CONNECTED dns')",
    'except OSError:',
    '    pass',
  ].join('\n'),
  java: [
    'import java.net.*; import java.util.*;',
    'public class Main { public static void main(String[] a) throws Exception {',
    '  for (String line : new String(System.in.readAllBytes()).split("\\n")) {',
    '    String[] parts = line.split(":");',
    '    try (Socket s = new Socket()) { s.connect(new InetSocketAddress(parts[0], Integer.parseInt(parts[1])), 1000); System.out.println("CONNECTED " + line); } catch (Exception e) {}',
    '  }',
    '  try { new URL("http://example.com/").openStream().close(); System.out.println("CONNECTED http"); } catch (Exception e) {}',
    '} }',
  ].join('\n'),
};

describe('network', () => {
  it('reaches no database, no host server, no DNS and nothing outside', async () => {
    const results = await judgeEach(judge, CONNECTORS, { input: targets(), expected: 'CONNECTED\n' });
    for (const result of results) {
      expectContained(result, WALL_MS);
      expect(result.tests[0]?.output).not.toContain('CONNECTED');
    }
    expect(connections).toBe(0);
    expect(await leftoverProcesses(judge)).toEqual([]);
    // The control: from the host, the same server answers.
    const reply = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    expect(reply).toBe('hello from the host');
    expect(connections).toBe(1);
  });

  it('has only a loopback interface of its own', async () => {
    const source = 'import socket\nprint(sorted(name for _, name in socket.if_nameindex()))';
    const result = await judgeOne(judge, 'python', source, { expected: "['eth0', 'lo']\n" });
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.tests[0]?.output).toBe("['lo']\n");
  });

  it('leaves the judge healthy', async () => {
    await expectHealthy(judge);
  });
});
