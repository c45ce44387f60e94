import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// The least a React app does: render one heading and a line of text on the client.
function HelloWorld() {
  return (
    <main>
      <h1>Hello world</h1>
      <p>A minimal Vite + React page, built and served like the app, as the bench's baseline.</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HelloWorld />
  </StrictMode>,
)
