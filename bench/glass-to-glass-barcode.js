// Installed in both browser pages of bench/glass-to-glass.ts before the app loads (plain JavaScript: it is sent to
// the page as it is written). The judge's camera becomes a canvas showing Date.now() as a barcode; the viewer's
// page finds that barcode in the live stream's frames and notes how old each shown frame is.
/* global window, document, MediaStream, HTMLVideoElement */

// The barcode fills a 1280x720 picture (the camera size the courtroom asks for): a white frame, then two rows of
// 26 cells between 20% and 80% of the height. The first and last cell of each row are black guards; the 48 data
// cells (row by row) hold a 42-bit timestamp, least significant bit first, then its count of ones in 6 bits.
const WIDTH = 1280;
const HEIGHT = 720;
const COLUMNS = 26;
const ROWS = 2;
const GRID = { left: 0.05, width: 0.9, top: 0.2, rowHeight: 0.3 };
const TIME_BITS = 42;
const CHECK_BITS = 6;
const FPS = 25;

function bitsOf(value, count) {
  return Array.from({ length: count }, (_, index) => Math.floor(value / 2 ** index) % 2);
}

function cellBits(time) {
  const timeBits = bitsOf(time, TIME_BITS);
  const ones = timeBits.reduce((sum, bit) => sum + bit, 0);
  return [...timeBits, ...bitsOf(ones, CHECK_BITS)];
}

/** Where a cell's centre is, as fractions of the picture. */
function cellCentre(row, column) {
  return {
    x: GRID.left + ((column + 0.5) * GRID.width) / COLUMNS,
    y: GRID.top + (row + 0.5) * GRID.rowHeight,
  };
}

function drawBarcode(context, time) {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#000';
  const bits = cellBits(time);
  const cellWidth = (GRID.width * WIDTH) / COLUMNS;
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const guard = column === 0 || column === COLUMNS - 1;
      if (!guard && bits[row * (COLUMNS - 2) + column - 1] !== 1) continue;
      context.fillRect(
        Math.round(GRID.left * WIDTH + column * cellWidth),
        Math.round((GRID.top + row * GRID.rowHeight) * HEIGHT),
        Math.ceil(cellWidth),
        Math.ceil(GRID.rowHeight * HEIGHT),
      );
    }
  }
}

/** The judge's page: every camera opened is the barcode canvas; the fake microphone is kept. */
function installBarcodeCamera() {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  const draw = () => drawBarcode(context, Date.now());
  draw();
  // Drawn more often than captured, so each captured frame shows a time at most ~10 ms old.
  window.setInterval(draw, 10);
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    if (!constraints || !constraints.video) return stream;
    const camera = stream.getVideoTracks();
    camera.forEach((track) => track.stop());
    return new MediaStream([...stream.getAudioTracks(), ...canvas.captureStream(FPS).getVideoTracks()]);
  };
}

/** The bounding box of the barcode's white picture in a frame (luma per pixel), or null when there is none. */
function pictureBox(luma, width, height) {
  const bright = (value) => value > 150;
  const rows = [];
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) if (bright(luma[y * width + x])) count++;
    if (count > 0.3 * width) rows.push(y);
  }
  if (rows.length < 20) return null;
  const top = rows[0];
  const bottom = rows[rows.length - 1];
  let left = -1;
  let right = -1;
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = top; y <= bottom; y++) if (bright(luma[y * width + x])) count++;
    if (count > 0.3 * (bottom - top + 1)) {
      if (left < 0) left = x;
      right = x;
    }
  }
  if (right - left < 40) return null;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** The timestamp a frame shows, or null when its guards, margin or checksum do not hold. */
function decodeFrame(luma, width, height) {
  const box = pictureBox(luma, width, height);
  if (!box) return null;
  const sample = ({ x, y }) => {
    const cx = Math.round(box.left + x * box.width);
    const cy = Math.round(box.top + y * box.height);
    let sum = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) sum += luma[(cy + dy) * width + cx + dx] ?? 0;
    return sum / 9;
  };
  const black = (point) => sample(point) < 100;
  const bits = [];
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const isBlack = black(cellCentre(row, column));
      if (column === 0 || column === COLUMNS - 1) {
        if (!isBlack) return null;
      } else bits.push(isBlack ? 1 : 0);
    }
  }
  const timeBits = bits.slice(0, TIME_BITS);
  const ones = timeBits.reduce((sum, bit) => sum + bit, 0);
  const check = bits.slice(TIME_BITS).reduce((sum, bit, index) => sum + bit * 2 ** index, 0);
  if (ones !== check) return null;
  return timeBits.reduce((sum, bit, index) => sum + bit * 2 ** index, 0);
}

/**
 * The viewer's page: every frame the live stream's video presents is drawn small and decoded; its age is the
 * time now minus the time it shows. Results gather in window.glassToGlass.
 */
function installBarcodeReader() {
  const results = { frames: [], undecoded: 0, firstFrameAt: null, stalls: 0 };
  window.glassToGlass = results;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const luma = new Float32Array(canvas.width * canvas.height);

  const read = (video) => {
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < luma.length; i++)
      luma[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
    return decodeFrame(luma, canvas.width, canvas.height);
  };

  const watch = (video) => {
    // The player ran out of picture after it had started: a stall the viewer sees.
    video.addEventListener('waiting', () => {
      if (results.firstFrameAt !== null) results.stalls++;
    });
    const onFrame = (_now, metadata) => {
      const shownAt = Date.now();
      const time = read(video);
      if (time !== null && Math.abs(shownAt - time) < 120_000) {
        if (results.firstFrameAt === null) results.firstFrameAt = shownAt;
        results.frames.push({
          shownAt,
          time,
          mediaTime: metadata.mediaTime,
          buffered: bufferedAhead(video),
          rate: video.playbackRate,
        });
      } else results.undecoded++;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };

  const find = window.setInterval(() => {
    const video = document.querySelector('[data-testid="live-stream-video"]');
    if (!(video instanceof HTMLVideoElement)) return;
    window.clearInterval(find);
    watch(video);
  }, 100);
}

/** Seconds of media buffered ahead of the playhead. */
function bufferedAhead(video) {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i++)
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i))
      return buffered.end(i) - currentTime;
  return 0;
}

// The bench calls camera() in the judge's page and reader() in the viewer's, from an init script after this one.
window.glassToGlassInstall = { camera: installBarcodeCamera, reader: installBarcodeReader };
