import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { judgeWallMs, type Language } from '@codequest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContained, expectHealthy, judgeOne, leftoverProcesses, useJudge } from '../test/fixtures';
import { judgeEach } from '../test/judge-each';

/**
 * Hostile programs against the network: PostgreSQL and Redis on this machine, an HTTP server the test
 * starts (on loopback and on the machine's own address), DNS, the outside world, and host Unix sockets.
 * The sandbox has its own network namespace with nothing but a loopback of its own.
 */

const judge = useJudge();
/**
 * Room for five programs judged at once on a busy machine to try every address and fail: a JVM or Node.js
 * starting its network stack under load ran past the suites' usual half second of CPU (2 s of wall time)
 * once. The test is about what they reach, not how fast.
 */
const LIMITS = { cpuMs: 1500, compileMs: 30_000 } as const;
const WALL_MS = judgeWallMs(LIMITS.cpuMs);
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
  cpp: [
    '#include <arpa/inet.h>\n#include <netdb.h>\n#include <sys/socket.h>\n#include <sys/un.h>\n#include <unistd.h>',
    '#include <cstring>\n#include <iostream>\n#include <string>',
    'static bool reach(int family, const void *address, socklen_t size) {',
    '  int fd = socket(family, SOCK_STREAM, 0);',
    '  bool reached = fd >= 0 && connect(fd, static_cast<const sockaddr *>(address), size) == 0;',
    '  if (fd >= 0) close(fd);',
    '  return reached;',
    '}',
    'int main() {',
    '  for (std::string line; std::getline(std::cin, line);) {',
    "    auto colon = line.find(':');",
    '    sockaddr_in address{};',
    '    address.sin_family = AF_INET;',
    '    address.sin_port = htons(std::stoi(line.substr(colon + 1)));',
    '    inet_pton(AF_INET, line.substr(0, colon).c_str(), &address.sin_addr);',
    '    if (reach(AF_INET, &address, sizeof address)) std::cout << "CONNECTED " << line << std::endl;',
    '  }',
    '  addrinfo *found = nullptr;',
    '  if (getaddrinfo("example.com", "80", nullptr, &found) == 0) std::cout << "CONNECTED dns" << std::endl;',
    '  sockaddr_un local{};',
    '  local.sun_family = AF_UNIX;',
    '  std::strcpy(local.sun_path, "/run/postgresql/.s.PGSQL.5432");',
    '  if (reach(AF_UNIX, &local, sizeof local)) std::cout << "CONNECTED unix" << std::endl;',
    '  int udp = socket(AF_INET, SOCK_DGRAM, 0);',
    '  sockaddr_in dns{};',
    '  dns.sin_family = AF_INET;',
    '  dns.sin_port = htons(53);',
    '  inet_pton(AF_INET, "8.8.8.8", &dns.sin_addr);',
    '  if (sendto(udp, "x", 1, 0, reinterpret_cast<sockaddr *>(&dns), sizeof dns) == 1) std::cout << "CONNECTED udp" << std::endl;',
    '}',
  ].join('\n'),
  javascript: [
    "const net = require('net');",
    "const dgram = require('dgram');",
    "const dns = require('dns');",
    '/** Resolves once the socket connected (printing what it reached) or failed. */',
    'function attempt(what, options) {',
    '  return new Promise((resolve) => {',
    '    const socket = net.connect({ ...options, timeout: 1000 });',
    "    socket.on('connect', () => {",
    "      console.log('CONNECTED ' + what);",
    '      socket.destroy();',
    '      resolve();',
    '    });',
    "    socket.on('error', resolve);",
    "    socket.on('timeout', () => {",
    '      socket.destroy();',
    '      resolve();',
    '    });',
    '  });',
    '}',
    "const lines = require('fs').readFileSync(0, 'utf8').split('\\n').filter(Boolean);",
    'const attempts = lines.map((line) => {',
    "  const [host, port] = line.split(':');",
    '  return attempt(line, { host, port: Number(port) });',
    '});',
    "attempts.push(attempt('unix', { path: '/run/postgresql/.s.PGSQL.5432' }));",
    'attempts.push(',
    "  new Promise((resolve) => dns.lookup('example.com', (error) => resolve(error || console.log('CONNECTED dns')))),",
    ');',
    'attempts.push(',
    '  new Promise((resolve) => {',
    "    const udp = dgram.createSocket('udp4');",
    "    udp.send('x', 53, '8.8.8.8', (error) => {",
    "      if (!error) console.log('CONNECTED udp');",
    '      udp.close();',
    '      resolve();',
    '    });',
    '  }),',
    ');',
    "attempts.push(fetch('http://example.com/').then(() => console.log('CONNECTED http'), () => undefined));",
    'Promise.all(attempts);',
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
    const results = await judgeEach(
      judge,
      CONNECTORS,
      { input: targets(), expected: 'CONNECTED\n' },
      { limits: LIMITS },
    );
    for (const result of results) {
      expectContained(result, WALL_MS);
      expect(result.verdict).toBe('WRONG_ANSWER'); // every attempt failed and the program ended
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
