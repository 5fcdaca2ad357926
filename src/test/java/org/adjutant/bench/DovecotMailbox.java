package org.adjutant.bench;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The robots' mailbox on a real IMAP server, Dovecot, for the scaling benchmark ({@code --mail-server dovecot}):
 * a private instance (its own configuration, ports, sockets and mail under the output directory) of the
 * {@code dovecot} binary of Debian's {@code dovecot-imapd} and {@code dovecot-lmtpd} packages. The host's MTA
 * ({@link HostMta}) delivers the robot's mail into it over LMTP, as Postfix hands mail to Dovecot on a real host, and
 * the robots poll it over IMAP.
 *
 * <p>Why: GreenMail, the other mailbox, works out the whole MIME structure of every mail it stores, reading every part
 * of it, and at a deadline of 4,020 reports of some 45 KB that was 86 % of the harness's CPU, on the two cores the robots
 * are measured on (docs/scaling.md). A host's mailbox server does not do that work for a mail nobody reads whole.
 *
 * <p>Dovecot must run as root here (it changes to the user {@code nobody} for the mail), as {@code --robot-cpu} does.
 * Its CPU is read from {@code /proc}: the master's own, the live processes it started, and (in the master's
 * {@code cutime}/{@code cstime}) those that ended and that it reaped.
 */
final class DovecotMailbox implements AutoCloseable {
    private static final Path BINARY = Path.of("/usr/sbin/dovecot");
    private final Path dir;
    private final Process master;
    private final int imapPort;
    private final int lmtpPort;
    private final List<Lmtp> connections = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Lmtp> connection = new ThreadLocal<>();

    private DovecotMailbox(Path dir, Process master, int imapPort, int lmtpPort) {
        this.dir = dir;
        this.master = master;
        this.imapPort = imapPort;
        this.lmtpPort = lmtpPort;
    }

    static boolean installed() {
        return Files.isExecutable(BINARY);
    }

    /** Starts a private Dovecot under {@code dir}: one user, any name, password {@code password}. */
    static DovecotMailbox start(Path dir, String password) throws IOException, InterruptedException {
        if (!installed()) {
            throw new IllegalStateException("--mail-server dovecot needs " + BINARY
                    + " (apt-get install dovecot-imapd dovecot-lmtpd)");
        }
        Files.createDirectories(dir.resolve("run"));
        Path mail = Files.createDirectories(dir.resolve("mail"));
        // The mail belongs to nobody: Dovecot will not store mail as root.
        new ProcessBuilder("chown", "nobody:nogroup", mail.toString()).inheritIO().start().waitFor();
        int imap = freePort();
        int lmtp = freePort();
        Path conf = dir.resolve("dovecot.conf");
        Files.writeString(conf, """
                base_dir = %1$s/run
                instance_name = adjutant-scaling
                protocols = imap lmtp
                listen = 127.0.0.1
                ssl = no
                disable_plaintext_auth = no
                auth_mechanisms = plain login
                log_path = %1$s/dovecot.log
                # Tuned as a host's mail server for a robot's mailbox would be (run I had Debian's defaults).
                # Dovecot's own format, one file a mail with indexes, not maildir: no directory of thousands of
                # files to list and rename, no uidlist rewritten at each change.
                mail_location = sdbox:%1$s/mail/%%u
                # As the harness's PostgreSQL: what is measured is the work, not the disk's flushes.
                mail_fsync = never
                # What the robots fetch of each mail (MailboxPoller), kept in the index at delivery: a FETCH of
                # these fields does not open the mail.
                mail_always_cache_fields = hdr.from hdr.message-id hdr.x-adjutant-outbox hdr.date hdr.subject
                first_valid_uid = 1
                passdb {
                  driver = static
                  args = password=%2$s
                }
                userdb {
                  driver = static
                  args = uid=nobody gid=nogroup home=%1$s/mail/%%u
                }
                # A robot opens an IMAP session every poll (every second here): login processes that serve many
                # connections (Dovecot's high-performance mode) and IMAP processes that serve many sessions, rather
                # than two new processes a poll; and LMTP processes kept.
                service imap-login {
                  service_count = 0
                  process_min_avail = 1
                  inet_listener imap {
                    address = 127.0.0.1
                    port = %3$d
                  }
                  inet_listener imaps {
                    port = 0
                  }
                }
                service imap {
                  service_count = 0
                }
                service lmtp {
                  service_count = 0
                  inet_listener lmtp {
                    address = 127.0.0.1
                    port = %4$d
                  }
                }
                """.formatted(dir.toAbsolutePath(), password, imap, lmtp), StandardCharsets.US_ASCII);
        Process master = new ProcessBuilder(BINARY.toString(), "-F", "-c", conf.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("console.log").toFile()).start();
        DovecotMailbox box = new DovecotMailbox(dir, master, imap, lmtp);
        box.awaitListening();
        return box;
    }

    int imapPort() {
        return imapPort;
    }

    /**
     * Delivers one mail from envelope sender {@code sender} to {@code user}'s INBOX over LMTP, on a connection kept for
     * the calling thread. Dovecot writes the sender into the mail's {@code Return-Path}: an empty one would make every
     * player's mail a bounce to the robot.
     */
    void deliver(String sender, String user, byte[] raw) {
        try {
            Lmtp lmtp = connection.get();
            if (lmtp == null) {
                lmtp = new Lmtp(new Socket(InetAddress.getLoopbackAddress(), lmtpPort));
                connections.add(lmtp);
                connection.set(lmtp);
            }
            lmtp.deliver(sender, user, raw);
        } catch (IOException e) {
            Lmtp broken = connection.get();
            connection.remove();
            if (broken != null) {
                connections.remove(broken);
                broken.close();
            }
            throw new UncheckedIOException("LMTP delivery to Dovecot failed", e);
        }
    }

    /** The CPU seconds of Dovecot so far: the master, its live processes, and those it reaped. */
    double cpuSeconds() {
        ProcessHandle handle = master.toHandle();
        double total = ClusterScaling.cpuSeconds(master.pid()) + reapedSeconds(master.pid());
        for (ProcessHandle child : handle.descendants().toList()) {
            double seconds = ClusterScaling.cpuSeconds(child.pid());
            if (!Double.isNaN(seconds)) {
                total += seconds; // NaN: it ended meanwhile, and its CPU goes to the master's reaped time
            }
        }
        return total;
    }

    /** {@code cutime + cstime}: the CPU of the ended children a process waited for. */
    private static double reapedSeconds(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // after the name: state(0) ... utime(11) stime(12) cutime(13) cstime(14), in clock ticks
            return (Long.parseLong(f[13]) + Long.parseLong(f[14])) / 100.0;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    private void awaitListening() throws InterruptedException, IOException {
        Instant until = Instant.now().plus(Duration.ofSeconds(30));
        while (Instant.now().isBefore(until)) {
            if (!master.isAlive()) {
                throw new IOException("dovecot ended at once; see " + dir.resolve("console.log") + " and "
                        + dir.resolve("dovecot.log"));
            }
            try {
                new Socket(InetAddress.getLoopbackAddress(), imapPort).close();
                new Socket(InetAddress.getLoopbackAddress(), lmtpPort).close();
                return;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
        throw new IOException("dovecot did not listen within 30 s; see " + dir.resolve("dovecot.log"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() {
        connections.forEach(Lmtp::close);
        master.destroy();
        try {
            if (!master.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                master.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One LMTP session (RFC 2033): LHLO once, then MAIL, RCPT, DATA per mail, one reply per recipient. */
    private static final class Lmtp {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        Lmtp(Socket socket) throws IOException {
            this.socket = socket;
            socket.setTcpNoDelay(true);
            this.in = new BufferedInputStream(socket.getInputStream());
            this.out = new BufferedOutputStream(socket.getOutputStream(), 64 * 1024);
            expect(reply(), '2');
            command("LHLO harness.scale.local");
        }

        void deliver(String sender, String user, byte[] raw) throws IOException {
            command("MAIL FROM:<" + sender + ">");
            command("RCPT TO:<" + user + ">");
            write("DATA");
            out.flush();
            expect(reply(), '3');
            writeStuffed(raw);
            out.write(".\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            expect(reply(), '2'); // one recipient, one reply
        }

        /** The mail's lines, a dot doubled at the start of a line, ending in CRLF (RFC 5321 4.5.2). */
        private void writeStuffed(byte[] raw) throws IOException {
            int from = 0;
            boolean lineStart = true;
            for (int i = 0; i < raw.length; i++) {
                if (lineStart && raw[i] == '.') {
                    out.write(raw, from, i - from);
                    out.write('.');
                    from = i;
                }
                lineStart = raw[i] == '\n';
            }
            out.write(raw, from, raw.length - from);
            if (raw.length == 0 || raw[raw.length - 1] != '\n') {
                out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
            }
        }

        private void command(String line) throws IOException {
            write(line);
            out.flush();
            expect(reply(), '2');
        }

        private void write(String line) throws IOException {
            out.write((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
        }

        /** A whole reply, continuation lines included; its last line. */
        private String reply() throws IOException {
            while (true) {
                StringBuilder line = new StringBuilder();
                int b;
                while ((b = in.read()) != -1 && b != '\n') {
                    if (b != '\r') {
                        line.append((char) b);
                    }
                }
                if (b == -1) {
                    throw new IOException("LMTP server closed the connection");
                }
                if (line.length() < 4 || line.charAt(3) != '-') {
                    return line.toString();
                }
            }
        }

        private static void expect(String reply, char klass) throws IOException {
            if (reply.isEmpty() || reply.charAt(0) != klass) {
                throw new IOException("LMTP: " + reply);
            }
        }

        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
