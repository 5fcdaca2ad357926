package org.adjutant.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP relay in front of a mail server's port, which a test can cut: while cut, every connection is accepted and
 * closed at once (the client reads no greeting, as from a dead server), and the connections open when it was cut are
 * dropped mid-session. {@link #restore()} lets connections through again. For mail outages.
 */
public final class CuttableProxy implements AutoCloseable {
    private final int target;
    private final ServerSocket listener;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger relayed = new AtomicInteger();
    /** Bytes still relayed (both ways) before the relay cuts itself; see {@link #cutAfter}. */
    private final AtomicLong budget = new AtomicLong(Long.MAX_VALUE);
    private volatile boolean cut;
    /** While set, nothing moves either way (a stalled server): the bytes wait in the relay until released. */
    private volatile java.util.concurrent.CountDownLatch held;
    private volatile boolean closed;
    /** What the clients sent through the relay, as text: a test counts the commands a client gave. */
    private final StringBuffer fromClients = new StringBuffer();

    /** Relays 127.0.0.1:{@link #port()} to 127.0.0.1:{@code targetPort}. */
    public CuttableProxy(int targetPort) throws IOException {
        this.target = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "proxy-" + targetPort);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** From now on no connection gets through; those open are dropped. */
    public void cut() {
        cut = true;
        for (Socket s : open) {
            quietly(s);
        }
    }

    public void restore() {
        budget.set(Long.MAX_VALUE);
        cut = false;
    }

    /**
     * Cuts the relay once {@code bytes} more have passed it (both ways together): a connection dropped in the middle
     * of a poll or a send, wherever that falls, but surely inside a session that moves more than that.
     */
    public void cutAfter(long bytes) {
        budget.set(bytes);
    }

    /** From now on bytes wait in the relay, both ways, as with a server that has stopped answering. */
    public void hold() {
        held = new java.util.concurrent.CountDownLatch(1);
    }

    /** Lets what waited go on. */
    public void release() {
        java.util.concurrent.CountDownLatch h = held;
        held = null;
        if (h != null) {
            h.countDown();
        }
    }

    public boolean isCut() {
        return cut;
    }

    /** Connections turned away while cut. */
    public int refused() {
        return refused.get();
    }

    /** Connections let through. */
    public int relayed() {
        return relayed.get();
    }

    /** Everything the clients have sent so far (ISO-8859-1 text; IMAP commands are lines of it). */
    public String fromClients() {
        return fromClients.toString();
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                return;
            }
            if (cut) {
                refused.incrementAndGet();
                quietly(client);
                continue;
            }
            try {
                Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                open.add(client);
                open.add(server);
                relayed.incrementAndGet();
                pump(client, server, true);
                pump(server, client, false);
            } catch (IOException e) {
                quietly(client);
            }
        }
    }

    private void pump(Socket from, Socket to, boolean fromClient) {
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int n;
                while ((n = in.read(buffer)) >= 0) {
                    if (budget.addAndGet(-n) <= 0) {
                        cut();
                        break;
                    }
                    java.util.concurrent.CountDownLatch h = held;
                    if (h != null) {
                        h.await();
                    }
                    if (fromClient) {
                        fromClients.append(new String(buffer, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1));
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // cut, or one side closed: close both below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                quietly(from);
                quietly(to);
            }
        }, "proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    private void quietly(Socket s) {
        open.remove(s);
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() {
        closed = true;
        cut();
        try {
            listener.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
