package portal.embeddedmongo;

import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerError;
import de.bwaldvogel.mongo.exception.MongoServerException;
import io.netty.channel.Channel;

/**
 * The H2 backend of mongo-java-server, made durable and safe under concurrent clients.
 * <ul>
 * <li>Acknowledged writes survive a crash of this process: with {@code commitDelayMs == 0} every
 * command that changes data is committed to the file before its reply is sent (H2 alone commits
 * on a timer of about one second; a SIGKILL right after 200 acknowledged inserts kept 48 of them).
 * The file is forced to disk once a second, so an OS crash or power cut loses at most about the
 * last second; with {@code fsync} every commit is forced to disk before the reply.</li>
 * <li>Commands that change data or schema run one at a time; reads run side by side. mongo-java-server
 * updates stored documents in place and lets their replies be encoded after it returns, so without
 * this a write during the creation or indexing of its collection failed
 * (ConcurrentModificationException, "already existed in system.namespaces"), and a reply could show
 * another client's later change (50 concurrent findOneAndUpdate $inc returned 42 distinct values).
 * Every reply is therefore copied before the next write may start, and commits never serialize a
 * document while a write changes it.</li>
 * </ul>
 */
final class DurableH2Backend extends H2Backend {

    private static final Logger log = LoggerFactory.getLogger(DurableH2Backend.class);

    /** Forces committed data to disk once a second, so an OS crash or power cut loses at most about a second. */
    static final int SYNC_INTERVAL_MS = 1000;

    /**
     * H2 keeps replaced chunks for 45 s by default before reusing their space, so a commit per write
     * grew the file by about 50 KB per write (171 MB after 3,500 inserts). Space is reused after this
     * instead, which stays longer than SYNC_INTERVAL_MS: a chunk is only overwritten once the chunks
     * replacing it are on disk, so a power cut cannot corrupt the store.
     */
    static final int RETENTION_MS = 5000;

    /**
     * Below this share of live data in its chunks, the once-a-second maintenance rewrites the live
     * pages of the emptiest chunks (H2's own background housekeeping does this only with its timer):
     * with a commit per write, most chunks keep a few live pages and the file grew without it.
     */
    static final int COMPACT_TARGET_FILL_RATE = 80;

    /** At most this much is rewritten per second, so writes wait only briefly. */
    static final int COMPACT_WRITE_BYTES = 2 * 1024 * 1024;

    /** Shared by reads and commits; held alone by every command that changes data or schema. */
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();

    private final boolean commitEachWrite;

    private final boolean fsync;

    private final ScheduledExecutorService syncer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "embedded-mongo-sync");
        thread.setDaemon(true);
        return thread;
    });

    private long syncedVersion = -1;

    DurableH2Backend(MVStore store, int commitDelayMs, boolean fsync) {
        super(store);
        this.commitEachWrite = commitDelayMs == 0;
        this.fsync = fsync;
        // H2's own timer commits (and serializes documents) while writes run; committing each write
        // under the lock replaces it. A delay keeps H2's timer, for comparison in npm run bench:db.
        store.setAutoCommitDelay(commitDelayMs);
        store.setRetentionTime(RETENTION_MS);
        syncer.scheduleWithFixedDelay(this::maintain, SYNC_INTERVAL_MS, SYNC_INTERVAL_MS, TimeUnit.MILLISECONDS);
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        if (CommandKind.of(command) == CommandKind.READ) {
            lock.readLock().lock();
            try {
                return copy(run(channel, databaseName, command, query));
            } finally {
                lock.readLock().unlock();
            }
        }
        lock.writeLock().lock();
        boolean downgraded = false;
        try {
            Document reply = copy(run(channel, databaseName, command, query));
            // Commit after a failed write too: an ordered insert may have stored some documents first.
            // Reads may go on during the commit (holding the read lock), other writes may not.
            lock.readLock().lock();
            lock.writeLock().unlock();
            downgraded = true;
            persist();
            return reply;
        } catch (RuntimeException e) {
            if (!downgraded) {
                persist();
            }
            throw e;
        } finally {
            if (downgraded) {
                lock.readLock().unlock();
            } else {
                lock.writeLock().unlock();
            }
        }
    }

    private Document run(Channel channel, String databaseName, String command, Document query) {
        if (isPipelineUpdate(command, query)) {
            // mongo-java-server would fail with a ClassCastException; say what is missing instead.
            throw new MongoServerError(9, "FailedToParse", "the embedded database does not support updates with an aggregation pipeline");
        }
        try {
            return super.handleCommand(channel, databaseName, command, query);
        } catch (MongoServerException e) {
            throw e; // a refusal the client gets as an error reply (e.g. duplicate key, 11000)
        } catch (RuntimeException e) {
            log.error("command {} on database {} failed", command, databaseName, e);
            throw e;
        }
    }

    private static boolean isPipelineUpdate(String command, Document query) {
        if (command.equalsIgnoreCase("findAndModify")) {
            return query.get("update") instanceof List;
        }
        if (command.equalsIgnoreCase("update") && query.get("updates") instanceof List<?> updates) {
            return updates.stream().anyMatch(update -> update instanceof Document statement && statement.get("u") instanceof List);
        }
        return false;
    }

    /** The reply is encoded after the lock is released; stored documents in it may change by then. */
    private static Document copy(Document reply) {
        return reply == null ? null : reply.cloneDeeply();
    }

    private void persist() {
        if (!commitEachWrite) {
            return;
        }
        MVStore store = getMvStore();
        store.commit();
        if (fsync) {
            store.sync();
        }
    }

    /** Once a second: compact (with a commit per write) and force what was committed to disk. */
    private void maintain() {
        MVStore store = getMvStore();
        try {
            if (commitEachWrite && !store.isClosed()) {
                // Rewriting pages serializes documents: no write may change one meanwhile.
                lock.readLock().lock();
                try {
                    if (store.compact(COMPACT_TARGET_FILL_RATE, COMPACT_WRITE_BYTES)) {
                        store.commit();
                    }
                } finally {
                    lock.readLock().unlock();
                }
            }
            long version = store.getCurrentVersion();
            if (version != syncedVersion && !store.isClosed()) {
                store.sync();
                syncedVersion = version;
            }
        } catch (RuntimeException e) {
            if (!store.isClosed()) {
                log.warn("could not compact or sync the store", e);
            }
        }
    }

    @Override
    public void close() {
        // Let a running sync finish instead of interrupting it: an interrupted file write makes Java
        // close H2's file channel, and closing the store then fails without its clean-shutdown mark.
        syncer.shutdown();
        try {
            syncer.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        lock.writeLock().lock();
        try {
            super.close(); // closing the MVStore commits, syncs and marks a clean shutdown
        } finally {
            lock.writeLock().unlock();
        }
    }
}
