package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.adjutant.testing.EmbeddedPostgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Several robots on one PostgreSQL database (docs/scaling.md): they share it, while a command still needs it to
 * itself; each robot has its own instance name; a game's work is done under a lock one robot holds at a time; a stored
 * mail is claimed by one robot's intake.
 */
@SuppressWarnings("try") // locks held by try-with-resources
class SharedDatabaseTest {
    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Database robot(String url, String instance) {
        return Database.postgres(url, "postgres", null, Database.Role.ROBOT, instance);
    }

    @Test
    @DisplayName("robots share the database; a command is refused while any robot runs, and a robot while a command "
            + "has it")
    void robotsShareCommandsDoNot() {
        String url = EmbeddedPostgres.get().createDatabase("shared_roles");
        try (Database a = robot(url, "robot-a"); Database b = robot(url, "robot-b")) {
            assertThat(a.shared()).isTrue();
            assertThatThrownBy(() -> Database.postgres(url, "postgres", null))
                    .isInstanceOf(StoreException.class).hasMessageContaining("is already in use");
        }
        try (Database command = Database.postgres(url, "postgres", null)) {
            assertThatThrownBy(() -> robot(url, "robot-a")).isInstanceOf(StoreException.class)
                    .hasMessageContaining("is already in use by a command");
        }
        try (Database again = robot(url, "robot-a")) {
            assertThat(again.instance()).isEqualTo("robot-a");
        }
    }

    @Test
    @DisplayName("two running robots cannot have the same instance name; a robot is alive while its session lives")
    void instanceNames() {
        String url = EmbeddedPostgres.get().createDatabase("shared_instances");
        try (Database a = robot(url, "robot-a"); Database b = robot(url, "robot-b")) {
            assertThatThrownBy(() -> robot(url, "robot-a")).isInstanceOf(StoreException.class)
                    .hasMessageContaining("instance 'robot-a'");
            assertThat(b.alive("robot-a")).isTrue();
            assertThat(b.alive("robot-c")).isFalse();
            a.close();
            for (int i = 0; i < 100 && b.alive("robot-a"); i++) {
                sleep(50); // the server ends the session a moment after the connection closes
            }
            assertThat(b.alive("robot-a")).isFalse();
        }
        try (Database auto = robot(url, null)) {
            assertThat(auto.instance()).matches("[A-Za-z0-9._-]+");
        }
    }

    @Test
    @DisplayName("a game's lock is held by one robot at a time, reentrant for its holder, and freed when released")
    void gameLocks() throws Exception {
        String url = EmbeddedPostgres.get().createDatabase("shared_locks");
        try (Database a = robot(url, "robot-a"); Database b = robot(url, "robot-b")) {
            try (Database.ClusterLock held = a.gameLock("g1")) {
                assertThat(b.tryGameLock("g1")).isEmpty();
                assertThat(b.tryGameLock("g2")).isPresent().get().satisfies(Database.ClusterLock::close);
                try (Database.ClusterLock again = a.gameLock("g1")) {
                    assertThat(again).isNotNull();
                }
                assertThat(b.tryGameLock("g1")).as("still held after the inner release").isEmpty();
                CompletableFuture<Boolean> waiting = CompletableFuture.supplyAsync(() -> {
                    try (Database.ClusterLock l = b.gameLock("g1")) {
                        return true;
                    }
                });
                Thread.sleep(300);
                assertThat(waiting).isNotDone();
                held.close();
                assertThat(waiting.get(10, TimeUnit.SECONDS)).isTrue();
            }
            Optional<Database.ClusterLock> free = a.tryGameLock("g1");
            assertThat(free).isPresent();
            free.get().close();
        }
    }

    @Test
    @DisplayName("the robots agree on a setting: the first to record it wins")
    void agree() {
        String url = EmbeddedPostgres.get().createDatabase("shared_agree");
        try (Database a = robot(url, "robot-a"); Database b = robot(url, "robot-b")) {
            assertThat(a.agree("quartz.scheduler", "first")).isEqualTo("first");
            assertThat(b.agree("quartz.scheduler", "second")).isEqualTo("first");
        }
    }

    @Test
    @DisplayName("of two robots taking in the same stored mail, the second waits for the first and finds it handled")
    void oneIntakePerMail() throws Exception {
        String url = EmbeddedPostgres.get().createDatabase("shared_intake");
        InboxStore inbox = new InboxStore();
        try (Database a = robot(url, "robot-a"); Database b = robot(url, "robot-b")) {
            long id = a.inTransaction(c -> inbox.insertIfAbsent(c, new InboxMessage("<m1@x>", "h1",
                    Instant.parse("1846-05-01T00:00:00Z"), Instant.parse("1846-05-01T00:00:01Z"), "imap", "taylor",
                    "Orders", "Message-ID: <m1@x>\r\n\r\nHOLD\r\n".getBytes(StandardCharsets.US_ASCII),
                    InboxStatus.NEW, ""))).id();
            CountDownLatch claimed = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<Boolean> first = CompletableFuture.supplyAsync(() -> a.inTransaction(c -> {
                boolean mine = inbox.claim(c, id);
                claimed.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                inbox.setStatus(c, id, InboxStatus.PROCESSED, "1 accepted", null);
                return mine;
            }));
            claimed.await();
            CompletableFuture<Boolean> second = CompletableFuture.supplyAsync(() -> b.inTransaction(c ->
                    inbox.claim(c, id)));
            Thread.sleep(300);
            assertThat(second).as("waits for the first robot's transaction").isNotDone();
            release.countDown();
            assertThat(first.get(10, TimeUnit.SECONDS)).isTrue();
            assertThat(second.get(10, TimeUnit.SECONDS)).isFalse();
        }
    }
}
