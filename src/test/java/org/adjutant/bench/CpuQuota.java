package org.adjutant.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A CPU quota for a process, with the kernel's CFS bandwidth control (a cgroup of its own, v1 or v2; needs root):
 * {@code fraction} of one core per 100 ms period. The scaling benchmark uses it with {@code --robot-cpu} so that each
 * robot stands for a machine of a fixed size while PostgreSQL and the mail servers keep the rest of a small host
 * (docs/scaling.md, "Measured").
 */
final class CpuQuota implements AutoCloseable {
    private static final Path ROOT = Path.of("/sys/fs/cgroup");
    private static final long PERIOD_US = 100_000;
    private final Path group;
    private final boolean v2;

    private CpuQuota(Path group, boolean v2) {
        this.group = group;
        this.v2 = v2;
    }

    /** A new group {@code name} limited to {@code fraction} of a core. */
    static CpuQuota create(String name, double fraction) {
        boolean v2 = Files.exists(ROOT.resolve("cgroup.controllers")) && !Files.isDirectory(ROOT.resolve("cpu"));
        Path group = (v2 ? ROOT : ROOT.resolve("cpu")).resolve(name);
        long quota = Math.round(PERIOD_US * fraction);
        try {
            if (Files.isDirectory(group)) {
                Files.delete(group); // left by a killed run; empty, or this fails loudly
            }
            Files.createDirectory(group);
            if (v2) {
                write(group.resolve("cpu.max"), quota + " " + PERIOD_US);
            } else {
                write(group.resolve("cpu.cfs_period_us"), String.valueOf(PERIOD_US));
                write(group.resolve("cpu.cfs_quota_us"), String.valueOf(quota));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("--robot-cpu needs a writable cgroup (run as root): " + group, e);
        }
        return new CpuQuota(group, v2);
    }

    /** Moves the process and all its threads into the group. */
    void add(long pid) {
        try {
            write(group.resolve("cgroup.procs"), String.valueOf(pid));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How long the kernel held the group's processes back for want of quota, in seconds. */
    double throttledSeconds() {
        try {
            for (String line : Files.readAllLines(group.resolve("cpu.stat"), StandardCharsets.US_ASCII)) {
                String[] kv = line.split(" ");
                if (v2 && kv[0].equals("throttled_usec")) {
                    return Long.parseLong(kv[1]) / 1e6;
                }
                if (!v2 && kv[0].equals("throttled_time")) {
                    return Long.parseLong(kv[1]) / 1e9;
                }
            }
            return Double.NaN;
        } catch (IOException e) {
            return Double.NaN;
        }
    }

    private static void write(Path file, String value) throws IOException {
        Files.writeString(file, value, StandardCharsets.US_ASCII);
    }

    /** Removes the group; its processes must have ended. */
    @Override
    public void close() {
        for (int i = 0; i < 50; i++) {
            try {
                Files.delete(group);
                return;
            } catch (IOException e) {
                try {
                    Thread.sleep(100); // the kernel lets go of an exited process's group a moment later
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        System.err.println("could not remove " + group);
    }
}
