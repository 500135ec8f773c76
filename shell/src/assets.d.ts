declare module '*.mp4' {
  const url: string;
  export default url;
}
